import { makeAutoObservable, runInAction } from 'mobx';
import { Loadable } from '@conf/shared';
import { getInvoiceTitles, type InvoiceTitle } from '../../invoiceTitles';
import {
  applyInvoice,
  editApplication,
  getInvoiceDetail,
  issueInvoice,
  reverseInvoice,
  type ApplyInput,
  type InvoiceDetail,
} from '../api/invoices';

/** Applying for an invoice over some orders, or one application: its detail, editing it until issued, issuing and reversing. */
export class InvoiceEditStore {
  /** The user's titles to pick from (the first page holds the default and up to 50 in all: the server keeps at most 20). */
  readonly titles = new Loadable<InvoiceTitle[]>(async () => (await getInvoiceTitles(1)).data);
  readonly detail: Loadable<InvoiceDetail> | null;
  busy = false;
  /** The application submit() made or saved, also when issuing it then failed. */
  appliedId: number | null = null;

  constructor(readonly target: { orders: string[] } | { id: number }) {
    this.detail = 'id' in target ? new Loadable(() => getInvoiceDetail(target.id)) : null;
    makeAutoObservable(this, { titles: false, detail: false, target: false }, { autoBind: true });
  }

  private async run<T>(action: () => Promise<T>): Promise<T> {
    this.busy = true;
    try {
      return await action();
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  /** Applies (or saves the edit), then asks for the invoice at once; answers the application's id and its status. */
  submit(input: ApplyInput): Promise<{ id: number; status: string }> {
    return this.run(async () => {
      const id =
        'id' in this.target ? (await editApplication(this.target.id, input)).id : (await applyInvoice(this.target.orders, input)).id;
      runInAction(() => (this.appliedId = id));
      return { id, status: (await issueInvoice(id)).status };
    });
  }

  issue(): Promise<void> {
    return this.run(async () => {
      if ('id' in this.target) await issueInvoice(this.target.id).finally(() => this.detail?.load());
    });
  }

  reverse(): Promise<void> {
    return this.run(async () => {
      if ('id' in this.target) await reverseInvoice(this.target.id).finally(() => this.detail?.load());
    });
  }
}
