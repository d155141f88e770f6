// The families domain's public entry: what other domains use of it, and the only file they import it through.
export { resources } from './registry.js';
