// Field paths that name built-in properties of JavaScript objects: no family declares them, so each must be unknown.
export const BUILT_IN_PATHS = [
  '__proto__',
  '__proto__.polluted',
  'constructor',
  'constructor.name',
  'hasOwnProperty.x',
  'toString',
  'valueOf',
  'company.constructor',
  'company.__proto__',
  'customProperties.toString',
];
