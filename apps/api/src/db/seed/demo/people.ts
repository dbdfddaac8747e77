import type { Random } from '../random.js';
import { FEMALE_FIRST_NAMES, femaleSurname, MALE_FIRST_NAMES, SURNAMES } from './polish-words.js';

export type Person = { firstName: string; lastName: string };

export const person = (random: Random): Person => {
  const surname = random.pick(SURNAMES);
  return random.chance(0.55)
    ? { firstName: random.pick(MALE_FIRST_NAMES), lastName: surname }
    : { firstName: random.pick(FEMALE_FIRST_NAMES), lastName: femaleSurname(surname) };
};

export const malePerson = (random: Random): Person => ({
  firstName: random.pick(MALE_FIRST_NAMES),
  lastName: random.pick(SURNAMES),
});
