// Asserts a synthesized stack is clean: no cdk-nag (AwsSolutions) finding left unacknowledged, no CDK error or warning.
import type { Stack } from 'aws-cdk-lib';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';

export function expectNagClean(stack: Stack): void {
  const report = new AwsSolutionsChecks().validateScope(stack);
  const findings = report.violations.flatMap((violation) =>
    violation.violatingResources.map((resource) => `${violation.ruleName} at ${resource.constructPath}`),
  );
  expect(findings).toEqual([]);
  const annotations = Annotations.fromStack(stack);
  expect(annotations.findError('*', Match.anyValue())).toEqual([]);
  expect(annotations.findWarning('*', Match.anyValue())).toEqual([]);
}
