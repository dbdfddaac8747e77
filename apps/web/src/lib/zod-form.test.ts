import { registerRequestSchema } from '@platform/shared';
import { describe, expect, it } from 'vitest';
import { validateWithSchema } from './zod-form';

describe('validateWithSchema', () => {
  it('maps the shared schema issues to nested form fields, the first problem of each field', () => {
    const result = validateWithSchema(registerRequestSchema, {
      company: { name: 'Budex', nip: '123', city: 'Kraków', zipCode: '30-001' },
      user: { firstName: 'Ewa', lastName: 'Nowak', email: 'ewa@example.pl', login: '', password: 'haslo1234' },
      acceptTerms: false,
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.errors).toEqual([
      { name: ['company', 'nip'], errors: ['NIP jest niepoprawny'] },
      { name: ['user', 'login'], errors: ['Login musi mieć od 3 do 50 znaków'] },
      { name: ['acceptTerms'], errors: ['Akceptacja regulaminu jest wymagana'] },
    ]);
  });

  it('returns the parsed data when valid', () => {
    const result = validateWithSchema(registerRequestSchema.shape.user.pick({ email: true }), {
      email: ' Ewa@Example.PL ',
    });
    expect(result).toEqual({ success: true, data: { email: 'ewa@example.pl' } });
  });
});
