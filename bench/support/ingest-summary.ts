// Prints the ingest bench's summary on stdout: latencies, throughput, LOST and DUPLICATED, the worker, CPU and the goals.
import type { IngestResult } from './ingest-result.js';

export function printSummary(r: IngestResult, dnsAddress: string): void {
  const { figures: f, limits: l } = r;
  const { worker: w, cpu } = l;
  const line = (text: string) => console.log(text);
  const unloaded = f.acceptOneAtATime;
  const accept = f.accept;
  line('');
  line(
    `MX lookups answered by an in-process DNS server (LOCAL_DNS_SERVERS=${dnsAddress}); ${l.dnsQueries} queries during the run.`,
  );
  if (unloaded)
    line(
      `accept latency one request at a time before the run (n=${unloaded.n}): p50 ${unloaded.p50} ms, p95 ${unloaded.p95} ms, p99 ${unloaded.p99} ms`,
    );
  line(
    `accept latency (n=${accept.n}): p50 ${accept.p50} ms, p95 ${accept.p95} ms, p99 ${accept.p99} ms, mean ${accept.mean} ms, max ${accept.max} ms`,
  );
  line(
    `accepted ${accept.acceptedRows} rows in ${accept.seconds} s: ${accept.rowsPerSecond} rows/s; not 200: ${accept.errors}`,
  );
  line(`end to end (first post → last row final): ${f.endToEnd.seconds} s, ${f.endToEnd.rowsPerSecond} rows/s`);
  line(
    `final statuses: ${Object.entries(f.statuses)
      .map(([s, n]) => `${s} ${n}`)
      .join(', ')} (expected ${Object.entries(f.expectedStatuses)
      .map(([s, n]) => `${s} ${n}`)
      .join(', ')}); unexpected outcomes ${f.unexpectedOutcomes.count}`,
  );
  line(
    `contacts ${f.contacts.count} for ${f.contacts.distinctQualifyingEmails} distinct qualifying emails; notes ${f.notes.count} for ${f.notes.qualifyingRowsWithNote} qualifying rows with a note; ` +
      `companies ${f.companies.count} (domains ${f.companies.domainRecords}) for ${f.companies.distinctDomainsOfQualifyingRows} distinct domains`,
  );
  line(
    `LOST ${f.lost.total} (rows missing or never final ${f.lost.rowsMissingOrNeverFinal}, expected contacts missing ${f.lost.expectedContactsMissing}); ` +
      `DUPLICATED ${f.duplicated.total} (repeated emails ${f.duplicated.contactsWithRepeatedEmail}, surplus contacts ${f.duplicated.contactsBeyondDistinctQualifyingEmails})`,
  );
  line(
    `worker: ${l.workerDynamodb?.total.calls} DynamoDB calls/row, ${l.workerDynamodb?.total.wcu} WCU/row (est.), service ${w.serviceMs.p50} ms p50, ` +
      `${w.rowsInFlight.average} rows in flight on average (max ${w.maxRowsInFlight}); drain-only ${w.rowsPerSecondDrainOnly} rows/s`,
  );
  line(
    `CPU (of ${r.machine.cpus} cores): accept phase node ${cpu.acceptPhase.nodePercent}% jvm ${cpu.acceptPhase.jvmPercent}% machine ${cpu.acceptPhase.machinePercent}% ELU ${cpu.acceptPhase.eventLoopUtilization}; ` +
      `drain node ${cpu.drainPhase.nodePercent}% jvm ${cpu.drainPhase.jvmPercent}% machine ${cpu.drainPhase.machinePercent}% ELU ${cpu.drainPhase.eventLoopUtilization}`,
  );
  line(
    `CPU per row: Node ${cpu.perRow.nodeMs} ms, DynamoDB Local JVM ${cpu.perRow.jvmMs} ms (other processes ${cpu.perRow.otherMs} ms): at most ~${cpu.ceilingRowsPerSecond} rows/s on ${r.machine.cpus} cores`,
  );
  if (!f.importTotal.matches)
    line(`NOTE: the import's total is ${f.importTotal.total} but ${f.importTotal.finishedRows} rows are final`);
  for (const g of r.goals) line(`${g.holds ? 'HOLDS ' : 'FAILS '} ${g.goal}: ${g.actual}`);
  line('\nwrote bench/ingest.json and bench/INGEST.md');
}
