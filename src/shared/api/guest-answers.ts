/**
 * The answers a guest's pages read (the event page and its slideshow, with the modules the
 * owner's pages share with them), by name: their schemas stay where they are, and this list is
 * what `npm run schemas:guest` writes as JSON Schemas for those pages to check their answers
 * with (web/shared/answer-checks.ts), so that zod never reaches a guest's phone.
 */
import type { z } from 'zod';
import { publicConfigSchema } from './config';
import {
  downloadPlanSchema,
  liveMessageSchema,
  ownerGuestbookResponseSchema,
  ownerMediaListResponseSchema,
} from './gallery';
import {
  batchStateResponseSchema,
  createBatchResponseSchema,
  myItemsResponseSchema,
  publicEventResponseSchema,
  publicGuestbookResponseSchema,
  publicMediaListResponseSchema,
} from './public';

export const guestAnswers = {
  publicEvent: publicEventResponseSchema,
  publicMediaList: publicMediaListResponseSchema,
  publicGuestbook: publicGuestbookResponseSchema,
  createBatch: createBatchResponseSchema,
  batchState: batchStateResponseSchema,
  myItems: myItemsResponseSchema,
  downloadPlan: downloadPlanSchema,
  publicConfig: publicConfigSchema,
  liveMessage: liveMessageSchema,
  // The slideshow shows an owner's event with the same code.
  ownerMediaList: ownerMediaListResponseSchema,
  ownerGuestbook: ownerGuestbookResponseSchema,
} satisfies Record<string, z.ZodType>;

export type GuestAnswerName = keyof typeof guestAnswers;

/** What an answer holds once checked. */
export type GuestAnswer<K extends GuestAnswerName> = z.output<(typeof guestAnswers)[K]>;
