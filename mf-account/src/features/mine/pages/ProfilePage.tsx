import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from 'react-vant/es/button';
import { Cell } from 'react-vant/es/cell';
import { Form } from '@conf/form';
import { Input } from 'react-vant/es/input';
import { TextArea } from 'react-vant/es/text-area';
import { AsyncContent, PageLayout, RequireLogin, errorMessage, useNavigate, toast } from '@conf/shared';
import { ProfileStore } from '../stores/profileStore';
import type { ProfileInput } from '../api/profile';
import { AvatarPicker } from '../components/AvatarPicker';
import { GenderChoice } from '../components/GenderChoice';
import { maskMobile } from '../../../common/validation';
import { PROFILE_TITLE } from '../titles';
import formCard from '../../../components/formCard.module.css';
import styles from './ProfilePage.module.css';

type Values = Omit<ProfileInput, 'avatar'>;

const ProfileForm = observer(function ProfileForm({ store }: { store: ProfileStore }) {
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const p = store.profile!;

  const submit = async (values: Values) => {
    try {
      await store.save(values);
      toast.success('保存成功');
    } catch (e) {
      toast.fail(errorMessage(e));
    }
  };

  return (
    <>
      <Cell.Group inset className={styles.group}>
        <AvatarPicker src={store.avatar} name={p.nickname} onPick={store.uploadAvatar} />
      </Cell.Group>
      <Form
        form={form}
        onFinish={submit}
        initialValues={{ nickname: p.nickname, gender: p.gender, company: p.company, position: p.position, bio: p.bio }}
        className={formCard.form}
      >
        <Form.Item name="nickname" label="昵称" rules={[{ required: true, message: '请填写昵称' }]}>
          <Input placeholder="请填写昵称" maxLength={20} clearable />
        </Form.Item>
        <Form.Item name="gender" label="性别">
          <GenderChoice />
        </Form.Item>
        <Form.Item name="company" label="单位">
          <Input placeholder="所在单位（选填）" maxLength={50} clearable />
        </Form.Item>
        <Form.Item name="position" label="职务">
          <Input placeholder="职务（选填）" maxLength={30} clearable />
        </Form.Item>
        <Form.Item name="bio" label="简介">
          <TextArea placeholder="介绍一下自己（选填）" maxLength={100} showWordLimit autoSize={{ minHeight: 60 }} />
        </Form.Item>
      </Form>
      <Cell.Group inset title="账号信息" className={styles.group}>
        <Cell title="用户名" value={p.username} />
        <Cell title="手机号" value={maskMobile(p.mobile)} isLink onClick={() => navigate('/setting/mobile')} />
        <Cell title="邮箱" value={p.email || '未绑定'} isLink onClick={() => navigate('/setting/email')} />
      </Cell.Group>
      <div className={formCard.submit}>
        <Button round block type="primary" loading={store.saving} onClick={form.submit}>
          保存
        </Button>
      </div>
    </>
  );
});

/** /mine/infomation: avatar, nickname and the rest of the profile; mobile and email change on their own pages. */
export default observer(function ProfilePage() {
  const [store] = useState(() => new ProfileStore());
  return (
    <RequireLogin title={PROFILE_TITLE}>
      <PageLayout title={PROFILE_TITLE}>
        <Loaded store={store} />
      </PageLayout>
    </RequireLogin>
  );
});

const Loaded = observer(function Loaded({ store }: { store: ProfileStore }) {
  useEffect(() => {
    void store.load();
  }, [store]);
  return (
    <AsyncContent loading={!store.profile} error={store.error} onRetry={store.load} skeletonRows={4}>
      {store.profile && <ProfileForm store={store} />}
    </AsyncContent>
  );
});
