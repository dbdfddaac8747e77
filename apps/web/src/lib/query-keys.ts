import type { OrderListScope } from '@platform/shared';
import type { SessionKind } from './storage';

/**
 * Query keys of the data several features share (the session, settings, reference lists). They
 * live here, not in a feature, so any feature may read them without importing another one.
 */
export const sessionKeys = {
  /** per identity kind, so a login or a temporary access never shows the previous user */
  me: (kind: SessionKind) => ['users', 'me', kind] as const,
  appConfig: ['app-config'] as const,
  featureFlags: (kind: SessionKind) => ['feature-flags', kind] as const,
};

export const referenceKeys = {
  sectors: ['sectors'] as const,
  industries: ['industries'] as const,
  lists: ['reference-lists'] as const,
  investmentLocations: ['investment-locations'] as const,
  /** the voivodeship shapes of the maps (a file of the app) */
  voivodeships: ['geo', 'voivodeships'] as const,
  locationAutocomplete: (type: string, text: string) => ['geolocation', 'autocomplete', type, text] as const,
  /** under 'companies', so a company merge or delete refreshes the suggestions too */
  companyAutocomplete: (search: string) => ['companies', 'autocomplete', search] as const,
  /** under 'companies' too: a renamed or merged company's label follows */
  companyName: (id: number) => ['companies', id, 'name'] as const,
  /** the forms of typed words (the search rule), the same for every caller */
  searchTerms: (text: string) => ['search-terms', text] as const,
};

/**
 * Conversations: the shell's Messages badge, the order card's column and the messages area read
 * them, so their keys are shared; every conversation change invalidates ['conversations'].
 */
export const conversationKeys = {
  all: ['conversations'] as const,
  unread: ['conversations', 'unread'] as const,
  investments: (page: number) => ['conversations', 'investments', page] as const,
  orders: (investmentId: number) => ['conversations', 'investment', investmentId] as const,
  ofOrder: (orderId: number) => ['conversations', 'order', orderId] as const,
  availability: (orderId: number) => ['conversations', 'availability', orderId] as const,
  conversation: (id: number) => ['conversations', 'thread', id] as const,
  /** the people of the caller's company who may be added to a thread */
  colleagues: ['conversations', 'colleagues'] as const,
  attachments: (id: number, page: number) => ['conversations', 'thread', id, 'attachments', page] as const,
  /** every page of one thread's additional attachments */
  additionalOf: (id: number) => ['conversations', 'thread', id, 'additional'] as const,
  additional: (id: number, page: number) => ['conversations', 'thread', id, 'additional', page] as const,
  industries: (id: number) => ['conversations', 'thread', id, 'industries'] as const,
};

/**
 * The first part of every order key (the order, its lists and counts, the map, offers,
 * invitations, recommendations): a change to an order invalidates it, so each of those features'
 * keys starts with it.
 */
export const orderRootKey = ['orders'] as const;

/** The counts by status of one order list: an accepted invitation refreshes the invited list's counts. */
export const orderCountsKey = (scope: OrderListScope) => [...orderRootKey, 'counts', scope] as const;
