import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::search-tuning.search-tuning');
