import type { ReactNode } from 'react';
import { Button, Result, Spin } from 'antd';
import { Nothing } from './Nothing';
import type { Load } from './useLoad';

/** The loading, error and empty states every console page shows the same way. */
export function LoadState<T>({ load, empty, children }: { load: Load<T>; empty?: (data: T) => boolean; children: (data: T) => ReactNode }) {
  if (load.data === undefined && load.loading)
    return (
      <Spin tip="加载中…" size="large">
        <div style={{ minHeight: 200 }} />
      </Spin>
    );
  if (load.data === undefined) {
    const missing = (load.error as { status?: number } | undefined)?.status === 404;
    return (
      <Result
        status="warning"
        title={missing ? '此功能暂未开放' : '加载失败'}
        subTitle={missing ? '服务器尚未提供此功能，请稍后再试' : load.error?.message}
        extra={<Button onClick={load.reload}>重试</Button>}
      />
    );
  }
  if (empty?.(load.data)) return <Nothing description="暂无数据" />;
  return <>{children(load.data)}</>;
}
