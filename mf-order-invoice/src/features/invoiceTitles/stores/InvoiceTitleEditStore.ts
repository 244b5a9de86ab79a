import { makeAutoObservable, runInAction } from 'mobx';
import { Loadable } from '@conf/shared';
import { getInvoiceTitle, submitInvoiceTitle, type InvoiceTitle, type InvoiceTitleInput } from '../api/invoiceTitles';

/** Adding a title (no id) or editing one: the stored title to start from, and saving. */
export class InvoiceTitleEditStore {
  readonly existing: Loadable<InvoiceTitle> | null;
  saving = false;

  constructor(readonly id: number | null) {
    this.existing = id === null ? null : new Loadable(() => getInvoiceTitle(id));
    makeAutoObservable(this, { existing: false, id: false }, { autoBind: true });
  }

  get editing(): boolean {
    return this.id !== null;
  }

  async save(input: InvoiceTitleInput): Promise<InvoiceTitle> {
    this.saving = true;
    try {
      return await submitInvoiceTitle(this.id === null ? input : { ...input, id: this.id });
    } finally {
      runInAction(() => (this.saving = false));
    }
  }
}
