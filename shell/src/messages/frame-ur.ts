// The frame's words in Urdu, one chunk: the shell's catalogue and the federation package's words.
export { default as shell } from './ur';
export { default as federation } from '@site/federation/words-ur';
