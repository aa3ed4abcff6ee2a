import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::search-tuning.search-tuning');
