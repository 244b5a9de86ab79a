import { Alert, Button, Space, Table } from 'antd';

export interface StaleChange {
  label: string;
  /** What the other organiser saved. */
  theirs: string;
  /** What this organiser was about to save. */
  mine: string;
}

/**
 * Said when a save was refused because someone else saved first: what differs, and the two ways on —
 * take the newer record as it is, or save one's own changes again on top of it.
 */
export function StaleAlert({ changes, onReapply, onDiscard }: { changes: StaleChange[]; onReapply: () => void; onDiscard: () => void }) {
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      style={{ marginBottom: 16 }}
      message="已被他人修改，未保存"
      description={
        <>
          <p>下面是对方保存的最新内容与您的修改。可以在最新版本上重新保存您的修改，或放弃您的修改。</p>
          {changes.length > 0 && (
            <Table
              size="small"
              pagination={false}
              rowKey="label"
              dataSource={changes}
              columns={[
                { title: '项目', dataIndex: 'label' },
                { title: '最新内容', dataIndex: 'theirs' },
                { title: '我的修改', dataIndex: 'mine' },
              ]}
            />
          )}
          <Space style={{ marginTop: 12 }}>
            <Button type="primary" onClick={onReapply}>
              在最新版本上重新保存
            </Button>
            <Button onClick={onDiscard}>放弃我的修改，载入最新内容</Button>
          </Space>
        </>
      }
    />
  );
}
