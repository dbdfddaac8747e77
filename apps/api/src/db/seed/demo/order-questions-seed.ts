import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../types.js';

/**
 * Demo questions: on `klient`'s first two released orders still taking offers, contractors asked
 * three questions; two have public answers (every user who sees the order reads them, without the
 * asker), one waits for klient's answer. Deterministic.
 */
const QUESTIONS: { question: string; answer: string | null }[] = [
  {
    question: 'Czy dopuszczają Państwo zastosowanie materiałów równoważnych do wskazanych w opisie?',
    answer: 'Tak, pod warunkiem zachowania parametrów technicznych i przedstawienia kart produktów z ofertą.',
  },
  {
    question: 'Czy inwestor udostępni przyłącze wody i energii na potrzeby budowy?',
    answer: 'Tak, media na zapleczu budowy są po stronie inwestora, rozliczane wg podliczników.',
  },
  { question: 'Czy możliwe jest wykonanie prac w dwóch etapach?', answer: null },
];

export const seedDemoOrderQuestions = async (db: DbExecutor): Promise<void> => {
  const orders = (
    await db.execute<{ id: number; company_id: number }>(sql`
      select o.id, o.company_id from orders o join users u on u.company_id = o.company_id and u.login = 'klient'
       where o.status = 'RELEASED' and o.is_approved and not o.removed and o.offer_deadline_to >= current_date
       order by o.id limit 2`)
  ).rows;
  const askers = (
    await db.execute<{ id: number; company_id: number }>(sql`
      select u.id, u.company_id from users u
       where u.company_id is not null and u.account_type = 'CLIENT' and u.active
         and u.company_id <> (select company_id from users where login = 'klient')
       order by (u.login = 'wykonawca') desc, u.id limit 3`)
  ).rows;
  if (askers.length === 0) return;
  for (const order of orders)
    for (const [index, item] of QUESTIONS.entries()) {
      const asker = askers[index % askers.length]!;
      await db.execute(sql`
        insert into order_questions (order_id, company_id, asked_by_user_id, question, asked_at,
                                     answer, answer_visibility, answered_at)
        values (${order.id}, ${asker.company_id}, ${asker.id}, ${item.question}, now() - interval '2 days',
                ${item.answer}, ${item.answer ? 'PUBLIC' : null}, ${item.answer ? sql`now() - interval '1 day'` : null})`);
    }
};
