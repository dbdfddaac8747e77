import { polishDay } from '@platform/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema.js';
import { buildUser } from '../../test/factories/index.js';
import { useTestApp } from '../../test/use-test-app.js';
import { runReminder } from '../notifications/testing.js';
import { plannerDeadlineReminder } from './planner-reminder.js';
import { buildOthersOrder, buildPlannerUser, inviteCompany, offerOn } from './planner-test-helpers.js';

const t = useTestApp();

describe('planner reminders', () => {
  it('e-mails once, the day before, the planner users whose planner shows the deadline', async () => {
    const now = new Date();
    const tomorrow = polishDay(new Date(now.getTime() + 86_400_000));
    const order = await buildOthersOrder(t.app.db, tomorrow);
    const invited = await buildPlannerUser(t.app.db);
    await inviteCompany(t.app.db, order.id, invited.companyId!);
    const offered = await buildPlannerUser(t.app.db);
    await offerOn(t.app.db, order.id, offered.companyId!);
    const declined = await buildPlannerUser(t.app.db);
    await inviteCompany(t.app.db, order.id, declined.companyId!, 'WONT_BID');
    const withoutPlanner = await buildPlannerUser(t.app.db, []);
    await inviteCompany(t.app.db, order.id, withoutPlanner.companyId!);
    const colleague = await buildUser(t.app.db, {
      accountType: 'SUBACCOUNT',
      companyId: invited.companyId!,
      availableServices: ['PLANNER'],
    });

    await runReminder(t.app, plannerDeadlineReminder, now);
    await runReminder(t.app, plannerDeadlineReminder, now);

    const everyone = [invited, offered, declined, withoutPlanner, colleague].map((u) => u.id);
    const mail = await t.app.db
      .select({ userId: emailOutbox.recipientUserId, subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, 'PLANNER_REMINDER'), inArray(emailOutbox.recipientUserId, everyone)));
    expect(mail.map((m) => m.userId).sort((a, b) => a! - b!)).toEqual(
      [invited.id, offered.id, colleague.id].sort((a, b) => a - b),
    );
    expect(mail[0]!.subject).toMatch(/^Jutro mija termin składania ofert: /);
  });
});
