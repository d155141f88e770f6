// The one kind of alarm the stack raises: a metric that should stay at zero went above it.
import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import type { Construct } from 'constructs';

/** Period over which alarm metrics are summed. */
export const ALARM_PERIOD = Duration.minutes(5);

/** The namespace of the metrics the stack draws from functions' log lines (their LogAlarms). */
export const LOG_METRICS_NAMESPACE = 'Outreach/Logs';

/** Alarms as soon as `metric` (already aggregated over ALARM_PERIOD) is above zero; no data means nothing happened. */
export function alarmAboveZero(scope: Construct, id: string, metric: IMetric, description: string): Alarm {
  return new Alarm(scope, id, {
    metric,
    threshold: 0,
    comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
    evaluationPeriods: 1,
    treatMissingData: TreatMissingData.NOT_BREACHING,
    alarmDescription: description,
  });
}
