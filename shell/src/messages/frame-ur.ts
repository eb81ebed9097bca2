// The frame in Urdu, one chunk loaded on Urdu pages only: the shell's catalogue, the federation
// package's words, and the Urdu fonts' declarations (an English page carries none of them).
export { default as shell } from './ur';
export { default as federation } from '@site/federation/words-ur';
export { UrduFont as Fonts } from '../components/urdu-font';
