import { Form } from 'antd';
import { FormSelect } from '../../../app/FormSelect';
import { useLoad } from '../../../app/useLoad';
import { fetchCities, fetchProvinces } from '../api/fetchAreas';

/** Province and city from the site's area list (the server refuses any other), kept by their names. */
export function AreaFields() {
  const form = Form.useFormInstance();
  const province: string | undefined = Form.useWatch('province', form);
  const provinces = useLoad(fetchProvinces, 'provinces');
  const provinceId = provinces.data?.find((p) => p.name === province)?.id;
  const cities = useLoad(() => (provinceId ? fetchCities(provinceId) : Promise.resolve([])), `cities-${provinceId ?? 0}`);
  const options = (list?: { name: string }[]) => (list ?? []).map((a) => ({ value: a.name, label: a.name }));
  return (
    <>
      <Form.Item label="省份" name="province" rules={[{ required: true, message: '请选择省份' }]}>
        <FormSelect
          showSearch
          placeholder="请选择省份"
          loading={provinces.loading}
          options={options(provinces.data)}
          onChange={() => form.setFieldValue('city', undefined)}
        />
      </Form.Item>
      <Form.Item label="城市" name="city" rules={[{ required: true, message: '请选择城市' }]}>
        <FormSelect showSearch placeholder="请选择城市" loading={cities.loading} disabled={!provinceId} options={options(cities.data)} />
      </Form.Item>
    </>
  );
}
