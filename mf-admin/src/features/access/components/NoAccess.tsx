import { Button, Result } from 'antd';

/** A signed-in user with no console role on any meeting. */
export function NoAccess() {
  return (
    <Result
      status="403"
      title="无权访问"
      subTitle="您没有会务后台的权限，如需开通请联系会议负责人"
      extra={
        <Button type="primary" href="/">
          返回首页
        </Button>
      }
    />
  );
}
