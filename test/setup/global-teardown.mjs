// Stops the emulators that global setup started.
export default async function globalTeardown() {
  await Promise.all((globalThis.__emulators ?? []).map((emulator) => emulator.stop()));
}
