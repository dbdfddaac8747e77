import { type AppreciationsResult, priceBand, priceBandText, toCents } from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import type { DbExecutor } from '../../db/client.js';
import type { AuthContext } from '../../lib/actor.js';
import { appError } from '../../lib/app-error.js';
import { actorOf } from '../../plugins/auth.js';
import type { RenderedEmail, TemplateContext } from '../notifications/index.js';
import { enqueueEmail, loserThanksEmail, winnerThanksEmail } from '../notifications/index.js';
import { claimAppreciation, findThanksNames, findThreadRecipients } from './offer-appreciations.queries.js';
import type { OfferRow } from './offers.queries.js';
import { loadComparison, loadOffersOrder, summaryOf } from './offers.service.js';

export const THANKS_KIND = 'THANKS';

type Company = { companyId: number; conversationId: number; rows: OfferRow[] };

const companiesOf = (rows: readonly OfferRow[]): Company[] => {
  const byCompany = new Map<number, Company>();
  for (const r of rows) {
    const id = Number(r.company_id);
    const entry = byCompany.get(id) ?? { companyId: id, conversationId: Number(r.conversation_id), rows: [] };
    entry.rows.push(r);
    byCompany.set(id, entry);
  }
  return [...byCompany.values()];
};

/** The lowest chosen price of each industry: what a loser's band is measured against. */
const chosenPrices = (rows: readonly OfferRow[]) => {
  const chosen = new Map<number, number>();
  for (const r of rows) {
    if (!r.selected || r.priceNet === null) continue;
    const cents = toCents(r.priceNet);
    const current = chosen.get(r.industry_id);
    if (current === undefined || cents < current) chosen.set(r.industry_id, cents);
  }
  return chosen;
};

/** The bands of a loser's priced industries that have a priced chosen offer; nothing else is said. */
const bandsOf = (company: Company, chosen: Map<number, number>, names: Map<number, string>) =>
  company.rows.flatMap((r) => {
    const against = chosen.get(r.industry_id);
    if (r.priceNet === null || against === undefined) return [];
    const band = priceBandText(priceBand(toCents(r.priceNet), against));
    return [{ industry: names.get(r.industry_id) ?? '', band }];
  });

const mailCompany = async (
  app: FastifyInstance,
  tx: DbExecutor,
  input: { orderId: number; company: Company; side: 'winners' | 'losers' },
  render: (context: TemplateContext) => RenderedEmail,
) => {
  const people = await findThreadRecipients(tx, input.company.conversationId, input.company.companyId);
  for (const person of people) {
    await enqueueEmail(app, tx, {
      kind: THANKS_KIND,
      eventKey: `order:${input.orderId}:${input.side}`,
      recipient: { email: person.email, userId: person.userId },
      content: render,
    });
  }
};

/** The thanks e-mail the companies' people in their threads: counted before anything is claimed (plugins/send-limits.ts). */
const takeThanksLimits = async (app: FastifyInstance, userId: number, companies: readonly Company[]) => {
  const emails: string[] = [];
  for (const c of companies)
    for (const p of await findThreadRecipients(app.db, c.conversationId, c.companyId)) emails.push(p.email);
  if (emails.length) await app.sendLimits.take({ kind: 'notification', by: { userId }, recipients: emails });
};

/**
 * POST /offers/{id}/appreciations ({id} is the order): thanks once per side (toWinners, toLosers).
 * Winners are companies with a chosen offer, losers every other company that made one (rejected
 * ones too). Needs a decision in at least one industry; a side already thanked, or with nobody in
 * it, is refused and nothing is sent. The e-mails go to each company's people in its thread, stored
 * in the outbox in the same transaction as the record of the side.
 */
export const sendAppreciations = async (
  app: FastifyInstance,
  auth: AuthContext,
  orderId: number,
  body: { toWinners: boolean; toLosers: boolean; withPriceBand: boolean },
): Promise<AppreciationsResult> => {
  const order = await loadOffersOrder(app, auth, orderId);
  const data = await loadComparison(app.db, orderId);
  const summary = summaryOf(order, data);
  if (summary.progress === 0) throw appError('APPRECIATIONS_NO_DECISION');
  if ((body.toWinners && summary.appreciationsSent.toWinners) || (body.toLosers && summary.appreciationsSent.toLosers))
    throw appError('APPRECIATIONS_ALREADY_SENT');
  const companies = companiesOf(data.rows);
  const winners = companies.filter((c) => c.rows.some((r) => r.selected));
  const losers = companies.filter((c) => !c.rows.some((r) => r.selected));
  if (body.toWinners && !winners.length) throw appError('APPRECIATIONS_NO_WINNERS');
  if (body.toLosers && !losers.length) throw appError('APPRECIATIONS_NO_LOSERS');
  const names = await findThanksNames(app.db, orderId);
  const industryNames = new Map(data.industries.map((i) => [i.id, i.name]));
  const chosen = chosenPrices(data.rows);
  const user = actorOf(auth);
  await takeThanksLimits(app, user.id, [...(body.toWinners ? winners : []), ...(body.toLosers ? losers : [])]);
  await app.db.transaction(async (tx) => {
    const claim = (side: 'WINNERS' | 'LOSERS') =>
      claimAppreciation(tx, {
        orderId,
        side,
        withPriceBand: side === 'LOSERS' && body.withPriceBand,
        sentByUserId: user.id,
      });
    if (body.toWinners) {
      if (!(await claim('WINNERS'))) throw appError('APPRECIATIONS_ALREADY_SENT');
      for (const company of winners) {
        const industries = company.rows.filter((r) => r.selected).map((r) => industryNames.get(r.industry_id) ?? '');
        await mailCompany(app, tx, { orderId, company, side: 'winners' }, (context) =>
          winnerThanksEmail(context, {
            ...names,
            orderId,
            conversationId: company.conversationId,
            industries,
          }),
        );
      }
    }
    if (body.toLosers) {
      if (!(await claim('LOSERS'))) throw appError('APPRECIATIONS_ALREADY_SENT');
      for (const company of losers) {
        const bands = body.withPriceBand ? bandsOf(company, chosen, industryNames) : [];
        await mailCompany(app, tx, { orderId, company, side: 'losers' }, (context) =>
          loserThanksEmail(context, { ...names, orderId, conversationId: company.conversationId, bands }),
        );
      }
    }
  });
  return {
    winners: body.toWinners ? winners.length : 0,
    losers: body.toLosers ? losers.length : 0,
    appreciationsSent: {
      toWinners: summary.appreciationsSent.toWinners || body.toWinners,
      toLosers: summary.appreciationsSent.toLosers || body.toLosers,
    },
  };
};
