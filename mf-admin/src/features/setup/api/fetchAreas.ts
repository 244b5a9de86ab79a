import type { Named } from '@conf/contract';
import { http } from '@conf/shared';

export type { Named as Area };

export const fetchProvinces = () => http.get<Named[]>('api/wyms/area/province');
export const fetchCities = (provinceId: number) => http.get<Named[]>('api/wyms/area/city', { province_id: provinceId });
