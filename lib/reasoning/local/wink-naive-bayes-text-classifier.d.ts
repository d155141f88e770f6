// Types for wink-naive-bayes-text-classifier, which ships none: only the part the local reasoner calls.
declare module 'wink-naive-bayes-text-classifier' {
  interface NaiveBayesTextClassifier {
    defineConfig(config: { considerOnlyPresence?: boolean; smoothingFactor?: number }): boolean;
    definePrepTasks(tasks: Array<(input: string[]) => string[]>): number;
    learn(input: string[], label: string): boolean;
    consolidate(): boolean;
    /** [label, log2 odds] pairs, best first; [['unknown', 0]] when no token is known. */
    computeOdds(input: string[]): Array<[string, number]>;
  }
  export default function naiveBayesTextClassifier(): NaiveBayesTextClassifier;
}
