import {
  ORDER_DEADLINE_MIN_NOTICE_DAYS,
  ORDER_MESSAGES,
  type Order,
  type OrderFormContext,
  type OrderSaved,
} from '@platform/shared';
import { useQueryClient } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { useRef, useState } from 'react';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useAppConfig } from '@/lib/app-config';
import { notify } from '@/lib/notify';
import { useFieldErrors } from '@/lib/zod-form';
import { contactCandidatesQueryOptions } from '../../api/get-contact-candidates';
import { type SaveOrderAction, useSaveOrder } from '../../api/save-order';
import { type OrderFormValues, toOrderFormInput } from '../../lib/order-form-values';
import { contactPhonesOf, formFieldOf, validateOrderForm } from '../../lib/validate-order-form';

type Options = {
  order: Order | null;
  staff: boolean;
  attachments: () => string[];
  /** Called once a save is stored: the form may be left without the unsaved-changes question. */
  onSaved?: () => void;
};

/** The action of a submit (spec 7): new order, draft calls, or the update of a published one. */
const actionFor = (order: Order | null, draft: boolean): SaveOrderAction => {
  if (!order) return { kind: 'create', draft };
  if (order.status === 'DRAFT')
    return draft ? { kind: 'updateDraft', id: order.id } : { kind: 'completeDraft', id: order.id };
  return { kind: 'update', id: order.id };
};

type FormAnswer = { field: string | null; message: string };

/**
 * A 400 of a form rule (ORDER_FORM_INVALID, or another code that names its field): the server's own
 * text (the code's catalogue text is only the general 'Uzupełnij formularz poprawnie') and the field
 * the answer names; without a field the text is shown as a toast.
 */
export const formAnswer = (error: unknown): FormAnswer | null => {
  if (!isApiError(error) || error.status !== 400) return null;
  const body = (error.body ?? {}) as { field?: unknown; message?: unknown };
  const field = typeof body.field === 'string' && body.field ? body.field : null;
  // other codes of a form rule (industry parameters, removed industries) come with their field
  if (error.code !== 'ORDER_FORM_INVALID' && !field) return null;
  const message = typeof body.message === 'string' && body.message.trim() ? body.message : error.message;
  return { field, message };
};

/**
 * What the shared form rules need to know about the order being edited: a released order keeps its
 * publication date, its industries and an offer window that has already begun (the server does the same).
 */
export const orderFormContext = (
  order: Order | null,
  {
    draft,
    staff,
    now,
    minNoticeDays = ORDER_DEADLINE_MIN_NOTICE_DAYS,
  }: { draft: boolean; staff: boolean; now: Date; minNoticeDays?: number },
): OrderFormContext => {
  const published = order && order.status !== 'DRAFT' ? order : undefined;
  return {
    now,
    draft,
    staff,
    lockedPublishAt: order?.status === 'RELEASED' && order.publishAt ? new Date(order.publishAt) : undefined,
    previousIndustryIds: published?.industries.map((i) => i.industryId),
    stored: published,
    // 'Zmiany w zleceniu': a released order's offer deadline is not shortened below the notice (the server's setting)
    released: order?.status === 'RELEASED' ? { minNoticeDays } : undefined,
  };
};

/** Validates with the shared rules, shows the errors on the fields, then saves. */
export const useOrderSubmit = (
  form: FormInstance<OrderFormValues>,
  { order, staff, attachments, onSaved }: Options,
) => {
  const save = useSaveOrder();
  const appConfig = useAppConfig();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState<OrderSaved | null>(null);
  const [stale, setStale] = useState(false);
  // the version the form was read at, then the one each save answers (a draft saved twice)
  const version = useRef(order?.version);
  const { show, clearChanged } = useFieldErrors(form);

  const submit = (draft: boolean) => {
    const values = form.getFieldsValue(true) as OrderFormValues;
    const minNoticeDays = appConfig.data?.orderDeadlineMinNoticeDays;
    const ctx = orderFormContext(order, { draft, staff, now: new Date(), minNoticeDays });
    // the company's users as the contacts section lists them (with their phones)
    const users = queryClient.getQueryData(contactCandidatesQueryOptions(staff ? values.companyId : null).queryKey);
    const errors = validateOrderForm(values, attachments(), ctx, contactPhonesOf(users));
    show(errors);
    if (errors.length) {
      notify.error(ORDER_MESSAGES.formInvalid);
      return;
    }
    save.mutate(
      { action: actionFor(order, draft), form: toOrderFormInput(values, attachments()), version: version.current },
      {
        onSuccess: (answer) => {
          version.current = answer.version;
          onSaved?.();
          setSaved(answer);
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'STALE_VERSION') {
            setStale(true);
            return;
          }
          const answer = formAnswer(error);
          if (answer?.field) {
            show([{ name: formFieldOf(answer.field, answer.message, values), errors: [answer.message] }]);
            notify.error(ORDER_MESSAGES.formInvalid);
          } else notify.error(answer?.message ?? errorMessage(error));
        },
      },
    );
  };

  return { submit, clearErrors: clearChanged, saved, saving: save.isPending, stale };
};
