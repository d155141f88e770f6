// npm run eval:reasoning: scores the local reasoner on the labelled evaluation set and fails when a goal is missed.
import { EVALUATION_SET } from '../data/reasoning/evaluation.js';
import { INTENTS } from '../lib/reasoning/decision.js';
import { evaluateReasoner, missedGoals, percent } from '../lib/reasoning/local/evaluation.js';
import { createLocalReasoner, LOCAL_REASONER_MODEL } from '../lib/reasoning/local/local-reasoner.js';
import { commandLine } from './cli.js';

commandLine({
  usage: 'usage: npm run eval:reasoning',
  help: 'Scores the local reasoner on the labelled evaluation set (data/reasoning/) and exits 1 when a goal is missed.',
  options: {},
});

const report = await evaluateReasoner(createLocalReasoner(), EVALUATION_SET);
const short = (intent: string) => intent.slice(0, 7).padStart(7);

console.log(`${LOCAL_REASONER_MODEL} on ${report.total} labelled notes\n`);
console.log('Accuracy per intent');
for (const intent of INTENTS) {
  const { total, correct } = report.perIntent[intent];
  const share = total === 0 ? '    -' : percent(correct / total).padStart(6);
  console.log(
    `  ${intent.padEnd(16)} ${share}  (${correct}/${total})   precision ${percent(report.precision[intent])}`,
  );
}
console.log(`\nOverall accuracy        ${percent(report.accuracy)}`);
console.log(`Precision UNSUBSCRIBE   ${percent(report.precision.UNSUBSCRIBE)}`);
console.log(`Precision OUT_OF_OFFICE ${percent(report.precision.OUT_OF_OFFICE)}`);
const { expected, correct } = report.resumeOn;
console.log(`resumeOn dates          ${percent(correct / Math.max(1, expected))} (${correct}/${expected})`);
console.log(`Mean time per note      ${report.meanMilliseconds.toFixed(3)} ms (after a warm-up run)`);

console.log('\nConfusion matrix (rows: expected, columns: decided)');
console.log(`${''.padEnd(16)} ${INTENTS.map(short).join(' ')}`);
for (const expectedIntent of INTENTS) {
  const row = INTENTS.map((decided) => String(report.confusion[expectedIntent][decided] || '.').padStart(7));
  console.log(`${expectedIntent.padEnd(16)} ${row.join(' ')}`);
}

if (report.mistakes.length > 0) {
  console.log('\nMistakes');
  for (const { text, expected: wanted, got } of report.mistakes) {
    console.log(`  ${wanted} -> ${got}: ${JSON.stringify(text.slice(0, 100))}`);
  }
}
for (const miss of report.resumeOn.misses) {
  console.log(`  resumeOn ${miss.expected} -> ${miss.got}: ${JSON.stringify(miss.text.slice(0, 100))}`);
}

const missed = missedGoals(report);
console.log(missed.length === 0 ? '\nAll goals met.' : `\nGoals missed:\n  ${missed.join('\n  ')}`);
process.exitCode = missed.length === 0 ? 0 : 1;
