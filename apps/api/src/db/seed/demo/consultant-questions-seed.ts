import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../types.js';

/**
 * 'Pytania' (spec 6 menu): three questions to the consultants, one answered by `sales`, so that the
 * asker's list and the admin panel's queue look alive. `wykonawca` asks about an order of `klient`
 * it may see and about an investment; `klient` about one of its investments. The answer's e-mail
 * is not enqueued (it was "sent" before). Planner dates need no seed: they come from the demo orders.
 */
export const seedConsultantQuestions = async (db: DbExecutor, now: Date): Promise<void> => {
  const at = (daysAgo: number) => sql`${now.toISOString()}::timestamptz - make_interval(days => ${daysAgo})`;
  await db.execute(sql`
    with asker as (select id, company_id from users where login = 'wykonawca'),
         client as (select id, company_id from users where login = 'klient'),
         staff as (select id from users where login = 'sales'),
         order_of_client as (
           select o.id from orders o, client
            where o.company_id = client.company_id and o.status = 'RELEASED' and not o.removed
            order by o.offer_deadline_to desc nulls last, o.id limit 1),
         investment_of_client as (
           select ic.investment_id as id from investment_companies ic, client
            where ic.company_id = client.company_id order by ic.investment_id limit 1)
    insert into consultant_questions
      (asker_user_id, about, investment_id, order_id, subject, body, status, answer, answered_at, answered_by_user_id, created_at)
    select asker.id, 'ORDER', null, o.id, 'Wymagane uprawnienia do robót dachowych',
           'Czy do złożenia oferty w tym zleceniu potrzebne są uprawnienia do prac na wysokości dla całej ekipy, czy wystarczy kierownik robót?',
           'ANSWERED',
           'Zlecający wymaga uprawnień wysokościowych dla osób pracujących na dachu; kierownik robót powinien mieć uprawnienia budowlane bez ograniczeń. Warto dołączyć ich kopie do oferty.',
           ${at(1)}, staff.id, ${at(3)}
      from asker, staff, order_of_client o
    union all
    select asker.id, 'INVESTMENT', i.id, null, 'Termin ogłoszenia przetargu',
           'Czy wiadomo, kiedy inwestor ogłosi przetarg na roboty wykończeniowe?', 'OPEN', null, null, null, ${at(1)}
      from asker, investment_of_client i
    union all
    select client.id, 'INVESTMENT', i.id, null, 'Aktualny etap inwestycji',
           'Proszę o potwierdzenie, czy inwestycja jest już na etapie realizacji.', 'OPEN', null, null, null, ${at(0)}
      from client, investment_of_client i`);
};
