import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::search-tuning.search-tuning');
