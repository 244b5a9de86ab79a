import { Route, Routes } from 'react-router-dom';
import { BuildBadge, NotFoundPage, lazyPage } from '@conf/shared';

const TextPage = lazyPage(() => import('./features/settings/pages/TextPage'));

/** Pages of mf-account, with the absolute paths the shell routes to this remote. */
export default function AccountRoutes() {
  return (
    <>
      <Routes>
        <Route path="/setting/agreement" element={<TextPage kind="agreement" />} />
        <Route path="/setting/privacy" element={<TextPage kind="privacy" />} />
        <Route path="/setting/introduce" element={<TextPage kind="platform_introduction" />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
      <BuildBadge name="mf-account" label={__BUILD_LABEL__} />
    </>
  );
}
