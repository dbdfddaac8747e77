import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../types.js';

/**
 * Demo conversations: on the demo client's released orders, two contractor companies ask
 * and the client answers (the latest question unread by `klient`, so the Messages badge shows); a
 * third one negotiated at length earlier (140 messages); and the client's company asks about one
 * order of another company. Plain SQL, deterministic.
 */
const THREAD: { fromContractor: boolean; text: string; minutesAgo: number }[] = [
  {
    fromContractor: true,
    text: 'Dzień dobry, jesteśmy zainteresowani realizacją. Czy zakres obejmuje również dostawę materiałów?',
    minutesAgo: 3 * 24 * 60,
  },
  {
    fromContractor: false,
    text: 'Dzień dobry, tak: dostawa i montaż. Szczegóły są w opisie zlecenia.',
    minutesAgo: 2 * 24 * 60,
  },
  {
    fromContractor: true,
    text: 'Dziękujemy. Prześlemy ofertę do końca tygodnia. Czy możliwa jest wizja lokalna w przyszły wtorek?',
    minutesAgo: 90,
  },
];

const insertThread = async (
  db: DbExecutor,
  t: { orderId: number; contractorCompanyId: number; contractorUserId: number; industryIds: number[] },
) => {
  const conversation = await db.execute<{ id: number }>(sql`
    insert into conversations (order_id, company_id, industry_ids, created_at)
    values (${t.orderId}, ${t.contractorCompanyId}, ${sql`${`{${t.industryIds.join(',')}}`}::int[]`}, now() - interval '3 days')
    on conflict do nothing returning id`);
  const id = conversation.rows[0]?.id;
  if (!id) return;
  const contacts = await db.execute<{ user_id: number; company_id: number }>(sql`
    select oc.user_id, u.company_id from order_contacts oc join users u on u.id = oc.user_id where oc.order_id = ${t.orderId}`);
  const requesterUser = contacts.rows[0]?.user_id;
  if (!requesterUser) return;
  await db.execute(sql`
    insert into conversation_participants (conversation_id, user_id, company_id)
    values (${id}, ${t.contractorUserId}, ${t.contractorCompanyId})`);
  for (const c of contacts.rows)
    await db.execute(sql`
      insert into conversation_participants (conversation_id, user_id, company_id)
      values (${id}, ${c.user_id}, ${c.company_id}) on conflict do nothing`);
  let lastId = 0;
  for (const m of THREAD) {
    const author = m.fromContractor ? t.contractorUserId : requesterUser;
    const authorCompany = m.fromContractor ? t.contractorCompanyId : contacts.rows[0]?.company_id;
    const row = await db.execute<{ id: number }>(sql`
      insert into conversation_messages (conversation_id, author_user_id, author_company_id, text, created_at)
      values (${id}, ${author}, ${authorCompany}, ${m.text}, now() - make_interval(mins => ${m.minutesAgo}))
      returning id`);
    lastId = Number(row.rows[0]?.id);
  }
  await db.execute(sql`
    update conversations set last_message_id = ${lastId},
           last_message_at = (select created_at from conversation_messages where id = ${lastId})
     where id = ${id}`);
  // the contractor read everything; the requester's people read up to their own answer (1 unread)
  await db.execute(sql`
    update conversation_participants
       set last_read_message_id = ${lastId}, emailed_up_to_message_id = ${lastId},
           unread_count = case when company_id = ${t.contractorCompanyId} then 0 else 1 end
     where conversation_id = ${id}`);
};

/** A long negotiation (more than a page of messages, so the thread shows 'Wcześniejsze wiadomości'). */
const LONG_THREAD_MESSAGES = 140;
/** Message texts of a negotiation (also the benchmark data set's messages). */
export const NEGOTIATION = [
  'Przesyłamy pytania do przedmiaru: poz. 12 i 14 mają różne jednostki, prosimy o wyjaśnienie.',
  'Poz. 12 liczymy w m2, poz. 14 w mb. Poprawiony przedmiar jest w załącznikach zlecenia.',
  'Dziękujemy. Czy dopuszczają Państwo materiały równoważne do wskazanych w opisie technicznym?',
  'Tak, pod warunkiem zachowania parametrów i akceptacji inspektora nadzoru.',
  'Jaki jest planowany termin przekazania frontu robót na poziomie -1?',
  'Przekazanie frontu planujemy w pierwszym tygodniu przyszłego miesiąca.',
  'Czy zaplecze budowy (woda, prąd, kontener) zapewnia generalny wykonawca?',
  'Media zapewniamy, kontener socjalny po stronie podwykonawcy.',
  'Prosimy o informację o warunkach płatności: 30 czy 60 dni?',
  'Płatność 30 dni od odbioru częściowego, kaucja gwarancyjna 5%.',
  'Czy możliwe są odbiory częściowe co dwa tygodnie?',
  'Tak, odbiory częściowe raz na dwa tygodnie, protokołem podpisanym przez kierownika robót.',
  'Aktualizujemy wycenę po zmianie przedmiaru, różnica około 3%.',
  'Przyjmujemy. Prosimy o harmonogram rzeczowo-finansowy w wersji edytowalnej.',
  'Harmonogram prześlemy jutro do południa.',
  'Dziękujemy, czekamy na harmonogram i zaktualizowaną ofertę.',
];

/**
 * A long thread of a third contractor on the client's first order, written over the past weeks
 * (older than the other threads, so it is not the first one the lists show), read by everyone.
 */
const insertLongThread = async (
  db: DbExecutor,
  t: { orderId: number; contractorCompanyId: number; contractorUserId: number; industryIds: number[] },
) => {
  const conversation = await db.execute<{ id: number }>(sql`
    insert into conversations (order_id, company_id, industry_ids, created_at)
    values (${t.orderId}, ${t.contractorCompanyId}, ${sql`${`{${t.industryIds.join(',')}}`}::int[]`}, now() - interval '40 days')
    on conflict do nothing returning id`);
  const id = conversation.rows[0]?.id;
  const contact = (
    await db.execute<{ user_id: number; company_id: number }>(sql`
      select oc.user_id, u.company_id from order_contacts oc join users u on u.id = oc.user_id
       where oc.order_id = ${t.orderId} order by oc.position limit 1`)
  ).rows[0];
  if (!id || !contact) return;
  await db.execute(sql`
    insert into conversation_participants (conversation_id, user_id, company_id)
    select ${id}::int, oc.user_id, u.company_id from order_contacts oc join users u on u.id = oc.user_id
     where oc.order_id = ${t.orderId}
    union all select ${id}::int, ${t.contractorUserId}::int, ${t.contractorCompanyId}::int
    on conflict do nothing`);
  // one statement: the contractor writes the odd messages, the contact person the even ones, every ~6 hours
  await db.execute(sql`
    insert into conversation_messages (conversation_id, author_user_id, author_company_id, text, created_at)
    select ${id},
           case when g % 2 = 1 then ${t.contractorUserId}::int else ${contact.user_id}::int end,
           case when g % 2 = 1 then ${t.contractorCompanyId}::int else ${contact.company_id}::int end,
           ${JSON.stringify(NEGOTIATION)}::jsonb ->> ((g - 1) % ${NEGOTIATION.length}::int),
           now() - interval '5 days' - make_interval(hours => 6 * (${LONG_THREAD_MESSAGES}::int - g))
      from generate_series(1, ${LONG_THREAD_MESSAGES}::int) g
     order by g`);
  await db.execute(sql`
    update conversations c set last_message_id = m.id, last_message_at = m.created_at
      from (select id, created_at from conversation_messages where conversation_id = ${id} order by id desc limit 1) m
     where c.id = ${id}`);
  await db.execute(sql`
    update conversation_participants set last_read_message_id = c.last_message_id, emailed_up_to_message_id = c.last_message_id
      from conversations c where c.id = ${id} and conversation_participants.conversation_id = ${id}`);
};

export const seedDemoConversations = async (db: DbExecutor): Promise<void> => {
  const client = await db.execute<{ id: number; company_id: number }>(
    sql`select id, company_id from users where login = 'klient'`,
  );
  const klient = client.rows[0];
  if (!klient?.company_id) return;
  const own = await db.execute<{ id: number; industry_ids: number[] }>(sql`
    select id, industry_ids from orders
     where company_id = ${klient.company_id} and status = 'RELEASED' and is_approved and not removed
     order by id limit 2`);
  const contractors = await db.execute<{ company_id: number; user_id: number }>(sql`
    select u.company_id, min(u.id) as user_id from users u join companies c on c.id = u.company_id
     where u.company_id <> ${klient.company_id} and u.active and u.account_type = 'CLIENT' and not c.subsidized
     group by u.company_id order by u.company_id limit 3`);
  for (const order of own.rows) {
    for (const c of contractors.rows.slice(0, 2)) {
      await insertThread(db, {
        orderId: order.id,
        contractorCompanyId: c.company_id,
        contractorUserId: Number(c.user_id),
        industryIds: order.industry_ids,
      });
    }
  }
  const [first] = own.rows;
  const third = contractors.rows[2];
  if (first && third)
    await insertLongThread(db, {
      orderId: first.id,
      contractorCompanyId: third.company_id,
      contractorUserId: Number(third.user_id),
      industryIds: first.industry_ids,
    });
  // the client's company asks about another company's order
  const other = await db.execute<{ id: number; industry_ids: number[] }>(sql`
    select o.id, o.industry_ids from orders o
     where o.company_id <> ${klient.company_id} and o.status = 'RELEASED' and not o.removed and o.is_approved
       and not o.visible_to_industry_users_only
     order by o.id limit 1`);
  const target = other.rows[0];
  if (target)
    await insertThread(db, {
      orderId: target.id,
      contractorCompanyId: klient.company_id,
      contractorUserId: klient.id,
      industryIds: target.industry_ids,
    });
};
