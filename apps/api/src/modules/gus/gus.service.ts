import type { GusCompany } from '@platform/shared';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, appError } from '../../lib/app-error.js';
import { findCompanyInGus, type GusConfig } from './gus.client.js';

/**
 * The company data from the GUS REGON register: GUS_NOT_FOUND when the register has no such NIP;
 * any failure of the register itself is logged and answered as GUS_ERROR (502).
 */
export const lookupGusCompany = async (config: GusConfig, nip: string, log: FastifyBaseLogger): Promise<GusCompany> => {
  try {
    const company = await findCompanyInGus(config, nip);
    if (!company) throw appError('GUS_NOT_FOUND');
    return company;
  } catch (error) {
    if (error instanceof AppError) throw error;
    log.warn({ err: error }, 'GUS lookup failed');
    throw appError('GUS_ERROR');
  }
};
