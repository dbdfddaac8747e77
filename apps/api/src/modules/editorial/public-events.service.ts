import { type Conference, EDITORIAL_LIMITS } from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import { toPage } from '../../lib/pagination.js';
import { findConferenceLists } from './conference.queries.js';
import { presentAgenda, presentConferencePartner, presentSpeaker } from './conference.resources.js';
import { presentWebinars } from './webinars.presenter.js';
import { findPublishedWebinars } from './webinars.queries.js';

/** Published webinars for everyone (drafts and scheduled announcements stay in the panel). */
export const listPublicWebinars = async (
  app: FastifyInstance,
  query: { when: 'upcoming' | 'past'; page: number; size: number },
) => {
  const { rows, total } = await findPublishedWebinars(app.db, query);
  return toPage(await presentWebinars(app, rows), total, query.page, query.size);
};

/** The experts forum page: agenda by day and time, speakers by name, partners by tier. */
export const getConference = async (app: FastifyInstance): Promise<Conference> => {
  const lists = await findConferenceLists(app.db, EDITORIAL_LIMITS.conferenceListMax);
  return {
    agenda: await presentAgenda(app, lists.agenda),
    speakers: lists.speakers.map(presentSpeaker),
    partners: lists.partners.map(presentConferencePartner),
  };
};
