import { z } from 'zod';

const count = z.number().int().min(0);

/** Dashboard statistics (document 2, section 3): platform-wide counters computed in SQL. */
export const dashboardStatisticsSchema = z
  .object({
    investments: z.object({
      activeInvestments: count,
      housingInvestments: count,
      nonHousingInvestments: count,
      engineeringInvestments: count,
      thisMonthInvestments: count,
      thisMonthInvestmentWrites: count,
    }),
    orders: z.object({ activeOrders: count, thisMonthOrders: count }),
    companies: z.object({ nonBlockCompanies: count }),
  })
  .meta({ id: 'DashboardStatistics' });
export type DashboardStatistics = z.infer<typeof dashboardStatisticsSchema>;
