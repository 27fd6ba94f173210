// A practice answer in canonical form (Rust's: a square c3, a cell r3c7, digits and squares a
// space apart, a choice's word) as the page words it: a choice by the catalogue
// (practice.choice.WORD), the empty set as "none".
import { t, catalogue, language } from '../text/index.js';

/** @param {string} answer */
export function answerWord(answer) {
  if (answer === '') return t('practice.none');
  const key = `practice.choice.${answer}`;
  return catalogue(language())?.[key] !== undefined || catalogue()?.[key] !== undefined ? t(key) : answer;
}
