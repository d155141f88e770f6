// The ingest bench's result as bench/ingest.json holds it: its shape, and writing and reading that file.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repositoryRoot } from '../../infra/local/handler-loader.js';
import type { CpuSample } from './cpu-sampler.js';
import type { methodDescription } from './ingest-config.js';
import type { Figures, ingestGoals } from './ingest-figures.js';
import type { Limits } from './ingest-limits.js';
import type { machineFacts, revision } from './machine.js';

export const benchDir = join(repositoryRoot, 'bench');

export interface IngestResult {
  generatedAt: string;
  revision: ReturnType<typeof revision>;
  machine: ReturnType<typeof machineFacts> & { sqs: string };
  method: ReturnType<typeof methodDescription>;
  figures: Figures;
  limits: Limits;
  goals: ReturnType<typeof ingestGoals>;
  timeline: CpuSample[];
}

export function saveResult(result: IngestResult): void {
  writeFileSync(join(benchDir, 'ingest.json'), `${JSON.stringify(result, null, 2)}\n`);
}

export function loadResult(): IngestResult {
  return JSON.parse(readFileSync(join(benchDir, 'ingest.json'), 'utf8')) as IngestResult;
}
