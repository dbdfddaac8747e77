import { describe, expect, it } from 'vitest';
import { byPolish, comparePolish } from './collation.js';

describe('Polish alphabetical order', () => {
  it('puts each Polish letter after its base letter, not after z', () => {
    const provinces = ['łódzkie', 'śląskie', 'lubuskie', 'zachodniopomorskie', 'lubelskie', 'świętokrzyskie'];
    expect([...provinces].sort(comparePolish)).toEqual([
      'lubelskie',
      'lubuskie',
      'łódzkie',
      'śląskie',
      'świętokrzyskie',
      'zachodniopomorskie',
    ]);
    expect([{ name: 'Żuraw' }, { name: 'Zakład' }, { name: 'ABC' }].sort(byPolish((c) => c.name))).toEqual([
      { name: 'ABC' },
      { name: 'Zakład' },
      { name: 'Żuraw' },
    ]);
  });
});
