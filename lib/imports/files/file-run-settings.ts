// How a deployment runs file imports: the uploads bucket, the address upload URLs name, and how much one reader run takes.

export interface ImportFileSettings {
  /** The bucket uploads go to; unset for a function that neither signs nor reads them. */
  bucket?: string;
  /** Locally, the endpoint upload URLs name (the local upload endpoint); unset in AWS, where they name S3. */
  uploadEndpoint?: string;
  /** Lines one run of the reader takes before it goes on in the next run. */
  linesPerRun: number;
  /** Seconds one run reads before it goes on in the next (the reader's Lambda timeout is 900). */
  runSeconds: number;
}

/** Ten minutes of a 15-minute function, and as many lines as a run takes in about that time. */
export const DEFAULT_FILE_RUN = { linesPerRun: 200_000, runSeconds: 600 } as const;
