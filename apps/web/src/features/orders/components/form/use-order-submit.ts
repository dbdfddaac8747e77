import { ORDER_MESSAGES, type Order, type OrderFormContext, type OrderSaved } from '@platform/shared';
import type { FormInstance } from 'antd';
import { useRef, useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { notify } from '@/lib/notify';
import type { FieldError } from '@/lib/zod-form';
import { type SaveOrderAction, useSaveOrder } from '../../api/save-order';
import { type OrderFormValues, toOrderFormInput } from '../../lib/order-form-values';
import { validateOrderForm } from '../../lib/validate-order-form';

type Options = { order: Order | null; staff: boolean; attachments: () => string[] };

/** The action of a submit (spec 7): new order, draft calls, or the update of a published one. */
const actionFor = (order: Order | null, draft: boolean): SaveOrderAction => {
  if (!order) return { kind: 'create', draft };
  if (order.status === 'DRAFT')
    return draft ? { kind: 'updateDraft', id: order.id } : { kind: 'completeDraft', id: order.id };
  return { kind: 'update', id: order.id };
};

/** Validates with the shared rules, shows the errors on the fields, then saves. */
export const useOrderSubmit = (form: FormInstance<OrderFormValues>, { order, staff, attachments }: Options) => {
  const save = useSaveOrder();
  const [saved, setSaved] = useState<OrderSaved | null>(null);
  const shown = useRef<FieldError[]>([]);

  const submit = (draft: boolean) => {
    const values = form.getFieldsValue(true) as OrderFormValues;
    const lockedPublishAt = order?.status === 'RELEASED' && order.publishAt ? new Date(order.publishAt) : undefined;
    const ctx: OrderFormContext = {
      now: new Date(),
      draft,
      staff,
      lockedPublishAt,
      previousIndustryIds: order && order.status !== 'DRAFT' ? order.industries.map((i) => i.industryId) : undefined,
    };
    const errors = validateOrderForm(values, attachments(), ctx);
    form.setFields([...shown.current.map((e) => ({ name: e.name, errors: [] })), ...errors] as never);
    shown.current = errors;
    if (errors.length) {
      notify.error(ORDER_MESSAGES.formInvalid);
      return;
    }
    save.mutate(
      { action: actionFor(order, draft), form: toOrderFormInput(values, attachments()) },
      { onSuccess: setSaved, onError: (error) => notify.error(errorMessage(error)) },
    );
  };

  /** A changed field loses its error (the next submit checks again). */
  const clearErrors = (changed: string[]) => {
    const stale = shown.current.filter((e) => changed.includes(String(e.name[0])));
    if (!stale.length) return;
    form.setFields(stale.map((e) => ({ name: e.name, errors: [] })) as never);
    shown.current = shown.current.filter((e) => !stale.includes(e));
  };

  return { submit, clearErrors, saved, saving: save.isPending };
};
