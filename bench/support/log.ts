// The benches' progress messages, on stderr so that stdout keeps the summary.

export const log = (message: string): void => {
  process.stderr.write(`${message}\n`);
};
