import { z } from 'zod';
import { ENVIRONMENTS } from './feature-flags.js';
import { text } from './text.js';

/** Public runtime settings the browser needs (GET /api/v2/app-config). */
export const appConfigSchema = z
  .object({
    environment: z.enum(ENVIRONMENTS),
    /** tile URL template; '' = no tiles (the maps draw the shipped voivodeship outlines) */
    mapTileUrl: text(),
    /** the tile provider's credit (HTML from the platform's settings), shown in the map's corner */
    mapTileAttribution: text(),
    uploadMaxBytes: z.number().int(),
    uploadMaxFiles: z.number().int(),
    /** 'Zmiany w zleceniu': a released order's offer deadline ends at least this many days from today (the server's setting) */
    orderDeadlineMinNoticeDays: z.number().int(),
    /** the platform's customer service, shown on the contact and support pages */
    contact: z.object({ phone: text(), email: text() }),
    /** the live-chat window the dashboard's contact block opens (spec 9); null: no chat is run */
    liveChatUrl: text().nullable().optional(),
  })
  .meta({ id: 'AppConfig' });
export type AppConfig = z.infer<typeof appConfigSchema>;
