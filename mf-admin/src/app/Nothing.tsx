import { Empty } from 'antd';
import { EmptyImage } from '@conf/shared';

/** The console's empty state, with the site's picture. */
export function Nothing({ description }: { description: string }) {
  return <Empty image={<EmptyImage kind="default" />} description={description} />;
}
