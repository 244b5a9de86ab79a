import { http } from '@conf/shared';

export interface Area {
  id: number;
  name: string;
}

export const fetchProvinces = () => http.get<Area[]>('api/wyms/area/province');
export const fetchCities = (provinceId: number) => http.get<Area[]>('api/wyms/area/city', { province_id: provinceId });
