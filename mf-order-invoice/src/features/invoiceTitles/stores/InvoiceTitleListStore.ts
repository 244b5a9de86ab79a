import { PagedList } from '@conf/shared';
import { deleteInvoiceTitle, getInvoiceTitles, setDefaultInvoiceTitle, type InvoiceTitle } from '../api/invoiceTitles';

/** The caller's invoice titles; after a change the list is loaded again (the default moves to the top). */
export class InvoiceTitleListStore {
  readonly titles = new PagedList<InvoiceTitle>(getInvoiceTitles);

  async makeDefault(title: InvoiceTitle): Promise<void> {
    await setDefaultInvoiceTitle(title.id);
    await this.titles.reload();
  }

  async remove(title: InvoiceTitle): Promise<void> {
    await deleteInvoiceTitle(title.id);
    await this.titles.reload();
  }
}
