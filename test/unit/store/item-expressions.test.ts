// The typed conditions of declared items as DynamoDB expressions: a counter that may grow only while below a bound.
import { expressionFields, expressionsOf } from '../../../lib/platform/store/item-expressions.js';

test('absentOrBelow: the write goes ahead while the number is absent or below the bound, and adds in place', () => {
  const fields = expressionFields(
    expressionsOf<{ count: number }>({ change: { add: { count: 1 } }, when: { absentOrBelow: { count: 2000 } } }),
  );
  expect(fields).toEqual({
    ConditionExpression: '(attribute_not_exists(#n0) OR #n0 < :v0)',
    UpdateExpression: 'ADD #n1 :v1',
    ExpressionAttributeNames: { '#n0': 'count', '#n1': 'count' },
    ExpressionAttributeValues: { ':v0': 2000, ':v1': 1 },
  });
});

test('the same bound as a query filter reads the same', () => {
  expect(expressionsOf<{ count: number }>({ filter: { absentOrBelow: { count: 5 } } }).filter).toBe(
    '(attribute_not_exists(#n0) OR #n0 < :v0)',
  );
});
