// What @module-federation/error-codes' desc.mjs exports, without its sentences (error-code-sentences.js): a message then reads " #RUNTIME-008" and its link.
export const runtimeDescMap = {};
export const typeDescMap = {};
export const buildDescMap = {};
export const errorDescMap = {};
