import { observer } from 'mobx-react-lite';
import { Loading } from 'react-vant/es/loading';
import { loadingStore } from '../stores/loading';

/** Visible while the loading counter is above zero. */
export const GlobalLoading = observer(function GlobalLoading() {
  if (!loadingStore.visible) return null;
  return (
    <div
      data-testid="global-loading"
      style={{
        position: 'fixed',
        inset: 0,
        zIndex: 3000,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        pointerEvents: 'none',
      }}
    >
      <div style={{ background: 'rgba(0,0,0,.7)', borderRadius: 8, padding: 16 }}>
        <Loading color="#fff" size={28} />
      </div>
    </div>
  );
});
