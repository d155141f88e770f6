// The reasoning domain's public entry: what other domains use of it, and the only file they import it through.
export { FINE_TUNING_TEST_LIMIT, fineTunings } from './fine-tunings.js';
export { generations } from './generations.js';
