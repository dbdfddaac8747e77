import { z } from 'zod';
import { idSchema, SMALL_ID_MAX } from '../common.js';
import { investmentRoleSchema } from '../enums.js';
import { line, text } from '../text.js';

/**
 * The test-data calls of a server started with TEST_DATA_API (browser journeys only; never in
 * production): a journey that changes data makes its own company, people and investments, each a
 * copy of a demo role, so that the demo data which other journeys read stays as it was seeded.
 */

/** Demo logins of a company whose account and company a test company copies (seed README, "Demo accounts"). */
export const TEST_ACCOUNT_MODELS = ['klient', 'subkonto', 'wykonawca', 'dotowany', 'dotowany-nowy'] as const;
export const testAccountModelSchema = z.enum(TEST_ACCOUNT_MODELS);
export type TestAccountModel = z.infer<typeof testAccountModelSchema>;

export const testCompanyRequestSchema = z.object({
  /** Its admin's account and the company copy this demo login's: type, services, rights, plan and scopes. */
  like: testAccountModelSchema,
  /** More people of the company, each a copy of a demo login's account (e.g. 'subkonto'). */
  colleagues: z.array(testAccountModelSchema).max(5).default([]),
  /** How many of the model company's active investments get a copy the new company takes part in (same role, works, place). */
  investments: z.number().int().min(0).max(10).default(0),
  name: line().min(1).max(200).optional(),
});
export type TestCompanyRequest = z.input<typeof testCompanyRequestSchema>;

export const testUserSchema = z.object({
  id: z.number().int(),
  login: text(),
  email: text(),
  firstName: text(),
  lastName: text(),
  /** The demo login it is a copy of. */
  like: testAccountModelSchema,
});
export type TestUser = z.infer<typeof testUserSchema>;

export const testInvestmentSchema = z.object({ id: z.number().int(), name: text() });
export type TestInvestment = z.infer<typeof testInvestmentSchema>;

export const testCompanySchema = z.object({
  id: z.number().int(),
  name: text(),
  /** Ten digits, with a valid control digit. */
  nip: text(),
  /** The admin first, then the colleagues in the order asked. */
  users: z.array(testUserSchema),
  investments: z.array(testInvestmentSchema),
});
export type TestCompany = z.infer<typeof testCompanySchema>;

export const testInvestmentRequestSchema = z.object({
  /** The investment whose place, kind, value, sector and stage the new one copies. */
  like: idSchema,
  name: line().min(1).max(300).optional(),
  stageId: z.number().int().positive().max(SMALL_ID_MAX).optional(),
  participants: z
    .array(z.object({ companyId: idSchema, role: investmentRoleSchema, industryId: idSchema }))
    .max(10)
    .default([]),
});
export type TestInvestmentRequest = z.input<typeof testInvestmentRequestSchema>;

/**
 * The latest e-mail to an address (optionally of one kind), as the outbox stores it: what the person's
 * mailbox would show, so that a journey follows a link only an e-mail carries (a password reset's).
 */
export const testEmailQuerySchema = z.object({
  to: line().min(3).max(320),
  kind: line().min(1).max(80).optional(),
});
export type TestEmailQuery = z.infer<typeof testEmailQuerySchema>;

export const testEmailSchema = z.object({
  kind: text(),
  subject: text(),
  text: text(),
  /** The e-mail's action link (its button), when it has one. */
  actionUrl: text().nullable(),
});
export type TestEmail = z.infer<typeof testEmailSchema>;

/**
 * The state of the demo data set: per table, each row that the seed made, by its key, with a label
 * that names it for a person (a company's name, a user's login) and the row's stored state.
 */
export const demoFingerprintSchema = z.object({
  tables: z.record(text(), z.record(text(), z.object({ label: text(), row: z.record(text(), z.unknown()) }))),
});
export type DemoFingerprint = z.infer<typeof demoFingerprintSchema>;
