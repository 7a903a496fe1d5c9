// What each demo picture shows: Fluent Emoji (flat) by name, from @iconify-json/fluent-emoji-flat. The first name
// is the subject; any others are companions that tell the rest of the story (a jar with a strawberry is strawberry
// jam, a tin with a fish is canned fish). Products are listed by their catalogue line (the `item` of
// catalogue.ts); a line with no fitting emoji is left out and shows its sub-category's picture, or failing that
// its category's. Nothing here is text: the pictures carry no names.
import type { SeedProduct } from './catalogue.js';

export type Picture = readonly [subject: string, ...companions: string[]];

/** A product line's picture, with a companion per flavour where the flavour has a fitting emoji. */
export interface LinePicture {
  picture: Picture;
  variants?: Readonly<Record<string, string>>;
}

export const CATEGORY_PICTURES: Readonly<Record<string, Picture>> = {
  'fruits-veg': ['red-apple', 'banana', 'carrot'],
  dairy: ['glass-of-milk', 'cheese-wedge', 'egg'],
  bakery: ['bread', 'croissant', 'baguette-bread'],
  'meat-fish': ['cut-of-meat', 'fish', 'poultry-leg'],
  grains: ['cooked-rice', 'sheaf-of-rice', 'ear-of-corn'],
  'oil-spices': ['olive', 'hot-pepper', 'salt'],
  beverages: ['cup-with-straw', 'beverage-box', 'hot-beverage'],
  snacks: ['chocolate-bar', 'lollipop', 'popcorn'],
  household: ['soap', 'sponge', 'broom'],
  'personal-care': ['lotion-bottle', 'toothbrush', 'soap'],
  baby: ['baby-bottle', 'teddy-bear', 'safety-pin'],
  breakfast: ['honey-pot', 'bowl-with-spoon', 'croissant'],
  pantry: ['canned-food', 'jar', 'spaghetti'],
  frozen: ['ice-cream', 'french-fries', 'snowflake'],
};

export const SUB_CATEGORY_PICTURES: Readonly<Record<string, Picture>> = {
  'fresh-fruits': ['pineapple', 'mango', 'tangerine'],
  'fresh-vegetables': ['tomato', 'bell-pepper', 'onion'],
  'roots-tubers': ['potato', 'banana', 'roasted-sweet-potato'],
  'leafy-greens': ['leafy-green', 'herb'],
  'beans-legumes': ['beans', 'pea-pod', 'peanuts'],
  milk: ['glass-of-milk', 'cow'],
  yoghurt: ['glass-of-milk', 'strawberry'],
  'cheese-butter': ['cheese-wedge', 'butter'],
  eggs: ['nest-with-eggs', 'egg'],
  'powdered-milk': ['jar', 'glass-of-milk'],
  bread: ['bread', 'baguette-bread'],
  'cakes-pastries': ['cupcake', 'croissant', 'shortcake'],
  'chapati-mandazi': ['flatbread', 'doughnut'],
  biscuits: ['cookie', 'hot-beverage'],
  beef: ['cut-of-meat', 'meat-on-bone'],
  'goat-pork': ['meat-on-bone', 'cut-of-meat'],
  poultry: ['poultry-leg', 'egg'],
  fish: ['fish', 'tropical-fish'],
  sausages: ['bacon', 'hot-dog'],
  rice: ['cooked-rice', 'sheaf-of-rice'],
  flour: ['sheaf-of-rice', 'bread', 'ear-of-corn'],
  'pasta-noodles': ['spaghetti', 'steaming-bowl'],
  porridge: ['bowl-with-spoon', 'sheaf-of-rice'],
  'cooking-oil': ['olive', 'sunflower'],
  spices: ['hot-pepper', 'garlic', 'salt'],
  'salt-sugar': ['salt', 'candy'],
  sauces: ['jar', 'hot-pepper', 'tomato'],
  water: ['droplet', 'bubbles'],
  juices: ['beverage-box', 'tangerine', 'pineapple'],
  'soft-drinks': ['cup-with-straw', 'lemon'],
  'malt-energy': ['cup-with-straw', 'high-voltage'],
  'tea-coffee': ['hot-beverage', 'teapot'],
  'crisps-nuts': ['peanuts', 'popcorn', 'potato'],
  'chocolate-sweets': ['chocolate-bar', 'candy', 'lollipop'],
  'ice-cream': ['ice-cream', 'soft-ice-cream', 'shaved-ice'],
  laundry: ['t-shirt', 'bubbles', 'socks'],
  dishwashing: ['fork-and-knife-with-plate', 'bubbles', 'sponge'],
  'surface-cleaners': ['bucket', 'bubbles', 'broom'],
  'tissue-paper': ['roll-of-paper', 'sparkles'],
  'kitchen-supplies': ['kitchen-knife', 'candle', 'shopping-bags'],
  'insect-control': ['mosquito', 'fly'],
  'bath-soap': ['soap', 'bubbles'],
  'oral-care': ['toothbrush', 'tooth'],
  'hair-care': ['lotion-bottle', 'hair-pick'],
  'skin-care': ['lotion-bottle', 'jar'],
  'feminine-care': ['hibiscus', 'sparkles'],
  deodorants: ['lotion-bottle', 'sparkles'],
  'diapers-wipes': ['baby', 'safety-pin'],
  'baby-food': ['baby-bottle', 'bowl-with-spoon'],
  'baby-toiletries': ['lotion-bottle', 'baby-chick', 'bubbles'],
  spreads: ['honey-pot', 'jar', 'strawberry'],
  cereals: ['bowl-with-spoon', 'ear-of-corn'],
  'canned-foods': ['canned-food', 'tomato'],
  'canned-fish': ['canned-food', 'fish'],
  'frozen-veg': ['french-fries', 'snowflake'],
};

const JAM_FRUIT = { Strawberry: 'strawberry', 'Mixed Fruit': 'grapes', 'Tree Tomato': 'tomato' };

export const LINE_PICTURES: Readonly<Record<string, LinePicture>> = {
  // Fruits and vegetables. Cassava, yams, passion fruit, papaya, pumpkin and leeks have no emoji of their own.
  'Green Bananas (Matoke)': { picture: ['banana', 'leafy-green'] },
  'Irish Potatoes (Kinigi)': { picture: ['potato'] },
  'Sweet Potatoes': { picture: ['roasted-sweet-potato'] },
  'Ripe Bananas (Imineke)': { picture: ['banana'] },
  'Hass Avocados': { picture: ['avocado'] },
  'Tree Tomatoes (Ibinyomoro)': { picture: ['tomato', 'herb'] },
  Pineapple: { picture: ['pineapple'] },
  Mangoes: { picture: ['mango'] },
  Watermelon: { picture: ['watermelon'] },
  Oranges: { picture: ['tangerine'] },
  Lemons: { picture: ['lemon'] },
  'Red Apples': { picture: ['red-apple'] },
  Strawberries: { picture: ['strawberry'] },
  Tomatoes: { picture: ['tomato'] },
  'Red Onions': { picture: ['onion'] },
  Carrots: { picture: ['carrot'] },
  Cabbage: { picture: ['leafy-green'] },
  'Green Peppers': { picture: ['bell-pepper'] },
  'Aubergines (Intoryi)': { picture: ['eggplant'] },
  'Green Beans (Imiteja)': { picture: ['pea-pod'] },
  Garlic: { picture: ['garlic'] },
  'Fresh Ginger': { picture: ['ginger-root'] },
  Cucumber: { picture: ['cucumber'] },
  Spinach: { picture: ['leafy-green'] },
  'Amaranth (Dodo)': { picture: ['leafy-green', 'herb'] },
  'Pounded Cassava Leaves (Isombe)': { picture: ['shallow-pan-of-food', 'leafy-green'] },
  'Kale (Sukuma Wiki)': { picture: ['leafy-green', 'onion'] },
  'Spring Onions': { picture: ['herb', 'onion'] },
  'Fresh Coriander': { picture: ['herb'] },

  'Red Kidney Beans': { picture: ['beans'] },
  'Yellow Beans (Kinyamunyu)': { picture: ['beans', 'pot-of-food'] },
  'Soya Beans': { picture: ['beans', 'pea-pod'] },
  'Green Grams (Ndengu)': { picture: ['pea-pod', 'bowl-with-spoon'] },
  'Dry Peas': { picture: ['pea-pod'] },
  'Raw Groundnuts': { picture: ['peanuts'] },
  'Red Lentils': { picture: ['beans', 'steaming-bowl'] },

  // Dairy. Not the juice box for milk: it has an apple printed on it.
  'Fresh Whole Milk': { picture: ['glass-of-milk', 'cow'] },
  'Long Life Milk': { picture: ['glass-of-milk', 'package'] },
  'Low Fat Milk': { picture: ['glass-of-milk'] },
  'Ikivuguto (Fermented Milk)': { picture: ['glass-of-milk', 'bowl-with-spoon'] },
  Yoghurt: { picture: ['glass-of-milk'], variants: { Strawberry: 'strawberry', Vanilla: 'white-flower' } },
  'Salted Butter': { picture: ['butter'] },
  'Gouda Cheese': { picture: ['cheese-wedge'] },
  'Mozzarella Cheese': { picture: ['cheese-wedge', 'pizza'] },
  'Fresh Eggs': { picture: ['egg'] },
  'Powdered Milk': { picture: ['jar', 'glass-of-milk'] },

  // Bread and bakery.
  'White Sliced Bread': { picture: ['bread'] },
  'Brown Sliced Bread': { picture: ['bread', 'sheaf-of-rice'] },
  'French Baguette': { picture: ['baguette-bread'] },
  'Burger Buns': { picture: ['bread', 'hamburger'] },
  'Dinner Rolls': { picture: ['bread'] },
  'Butter Croissants': { picture: ['croissant'] },
  'Queen Cakes': { picture: ['cupcake'] },
  'Banana Cake': { picture: ['shortcake', 'banana'] },
  'Chocolate Muffins': { picture: ['cupcake', 'chocolate-bar'] },
  Chapati: { picture: ['flatbread'] },
  Mandazi: { picture: ['doughnut'] },
  'Samosas (Beef)': { picture: ['dumpling', 'cut-of-meat'] },
  'Marie Biscuits': { picture: ['cookie', 'hot-beverage'] },
  'Glucose Biscuits': { picture: ['cookie'] },
  'Cream Biscuits': { picture: ['cookie'], variants: { Chocolate: 'chocolate-bar', Vanilla: 'glass-of-milk' } },
  'Digestive Biscuits': { picture: ['cookie', 'sheaf-of-rice'] },
  'Butter Cookies': { picture: ['cookie', 'butter'] },

  // Meat and fish. Brochettes have no skewer emoji.
  'Beef Steak': { picture: ['cut-of-meat'] },
  'Minced Beef': { picture: ['cut-of-meat', 'kitchen-knife'] },
  'Beef with Bone (Stew Cut)': { picture: ['meat-on-bone', 'pot-of-food'] },
  'Beef Fillet': { picture: ['cut-of-meat', 'herb'] },
  'Goat Meat': { picture: ['meat-on-bone'] },
  'Pork Chops': { picture: ['cut-of-meat', 'fork-and-knife'] },
  'Pork Ribs': { picture: ['meat-on-bone', 'fire'] },
  'Whole Chicken': { picture: ['poultry-leg', 'herb'] },
  'Local Chicken (Inkoko)': { picture: ['poultry-leg', 'pot-of-food'] },
  'Chicken Breast Fillets': { picture: ['poultry-leg', 'kitchen-knife'] },
  'Chicken Drumsticks': { picture: ['poultry-leg'] },
  'Whole Tilapia': { picture: ['fish'] },
  'Nile Perch Fillet': { picture: ['fish', 'lemon'] },
  'Dried Sambaza': { picture: ['fish', 'sun'] },
  'Fresh Sambaza': { picture: ['fish', 'droplet'] },
  'Beef Sausages': { picture: ['hot-dog'] },
  'Chicken Sausages': { picture: ['hot-dog', 'poultry-leg'] },
  'Smoked Ham Slices': { picture: ['bacon', 'sandwich'] },

  // Rice, flour and grains. Cassava flour has no fitting emoji.
  'Long Grain Rice': { picture: ['cooked-rice', 'sheaf-of-rice'] },
  'Kyela Rice': { picture: ['sheaf-of-rice', 'cooked-rice'] },
  'Basmati Rice': { picture: ['cooked-rice'] },
  'Wheat Flour': { picture: ['sheaf-of-rice', 'bread'] },
  'Maize Flour (Kawunga)': { picture: ['ear-of-corn'] },
  'Sorghum Flour': { picture: ['sheaf-of-rice', 'bowl-with-spoon'] },
  'Sosoma Porridge Flour': { picture: ['bowl-with-spoon', 'ear-of-corn'] },
  'Whole Sorghum Grain': { picture: ['sheaf-of-rice'] },
  Spaghetti: { picture: ['spaghetti'] },
  Macaroni: { picture: ['spaghetti', 'cheese-wedge'] },
  'Instant Noodles': { picture: ['steaming-bowl'], variants: { Chicken: 'poultry-leg', Beef: 'cut-of-meat' } },

  // Cooking oil, spices and sauces. Palm oil, soy sauce, black pepper, turmeric and sugar have no emoji.
  'Vegetable Cooking Oil': { picture: ['sunflower', 'olive'] },
  'Sunflower Oil': { picture: ['sunflower'] },
  'Olive Oil': { picture: ['olive'] },
  'Chilli Oil': { picture: ['hot-pepper', 'fire'] },
  'Tomato Ketchup': { picture: ['tomato', 'french-fries'] },
  'Chilli Sauce': { picture: ['hot-pepper', 'jar'] },
  Mayonnaise: { picture: ['jar', 'egg'] },
  'Beef Stock Cubes': { picture: ['pot-of-food', 'cut-of-meat'] },
  'Mchuzi Mix': { picture: ['shallow-pan-of-food'] },
  'Curry Powder': { picture: ['curry-rice'] },
  'Pilau Masala': { picture: ['cooked-rice', 'hot-pepper'] },
  'Garlic Powder': { picture: ['garlic', 'salt'] },
  'Dried Chilli Flakes': { picture: ['hot-pepper', 'sun'] },
  'Iodised Salt': { picture: ['salt'] },

  // Beverages. Whole coffee beans and passion fruit have no emoji.
  'Mineral Water': { picture: ['droplet'] },
  'Sparkling Water': { picture: ['droplet', 'bubbles'] },
  Juice: { picture: ['beverage-box'], variants: { Mango: 'mango', Pineapple: 'pineapple', Tropical: 'tangerine' } },
  'Apple Juice': { picture: ['beverage-box', 'green-apple'] },
  'Coca-Cola': { picture: ['cup-with-straw'] },
  'Fanta {variant}': { picture: ['cup-with-straw'], variants: { Orange: 'tangerine', Citron: 'lemon', Pineapple: 'pineapple' } },
  Sprite: { picture: ['cup-with-straw', 'lime'] },
  'Novida Pineapple': { picture: ['cup-with-straw', 'pineapple'] },
  'Malta Guinness': { picture: ['cup-with-straw', 'sheaf-of-rice'] },
  'Energy Drink': { picture: ['cup-with-straw', 'high-voltage'] },
  'Black Tea Leaves': { picture: ['teacup-without-handle', 'herb'] },
  'Black Tea Bags': { picture: ['teapot', 'teacup-without-handle'] },
  'Ground Coffee': { picture: ['hot-beverage'] },
  'Instant Coffee': { picture: ['hot-beverage', 'jar'] },
  'Chocolate Malt Drink': { picture: ['hot-beverage', 'chocolate-bar'] },

  // Snacks and sweets. Cashews have no emoji.
  'Potato Crisps': { picture: ['potato'], variants: { Salted: 'salt', Chilli: 'hot-pepper' } },
  'Plantain Chips': { picture: ['banana', 'salt'] },
  'Roasted Groundnuts': { picture: ['peanuts', 'fire'] },
  Popcorn: { picture: ['popcorn'] },
  'Milk Chocolate Bar': { picture: ['chocolate-bar', 'glass-of-milk'] },
  'Dark Chocolate Bar': { picture: ['chocolate-bar'] },
  Lollipops: { picture: ['lollipop'] },
  'Chewing Gum': { picture: ['candy', 'bubbles'] },
  Toffees: { picture: ['candy'] },
  'Ice Cream': { picture: ['ice-cream'], variants: { Chocolate: 'chocolate-bar', Strawberry: 'strawberry' } },
  'Ice Lollies': { picture: ['shaved-ice'] },

  // Household and cleaning. Bleach, foil, cling film, napkins and facial tissues have no fitting emoji.
  'Multipurpose Bar Soap': { picture: ['soap'] },
  'Washing Powder': { picture: ['t-shirt', 'bubbles'] },
  'Fabric Softener': { picture: ['socks', 'sparkles'] },
  'Dishwashing Liquid': { picture: ['fork-and-knife-with-plate', 'bubbles'] },
  'Dish Paste': { picture: ['sponge', 'fork-and-knife-with-plate'] },
  'Kitchen Sponges': { picture: ['sponge'] },
  'Steel Wool': { picture: ['sponge', 'sparkles'] },
  'Toilet Cleaner': { picture: ['toilet', 'bubbles'] },
  'Floor Cleaner': { picture: ['bucket', 'broom'] },
  'Glass Cleaner': { picture: ['window', 'sparkles'] },
  'Antiseptic Liquid': { picture: ['adhesive-bandage', 'droplet'] },
  'Toilet Paper': { picture: ['roll-of-paper'] },
  'Kitchen Towels': { picture: ['roll-of-paper', 'fork-and-knife'] },
  'Paper Bags': { picture: ['shopping-bags'] },
  'Safety Matches': { picture: ['fire'] },
  'Charcoal Briquettes': { picture: ['wood', 'fire'] },
  'White Candles': { picture: ['candle'] },
  'Mosquito Coils': { picture: ['mosquito', 'fire'] },
  'Insect Killer Spray': { picture: ['mosquito', 'fly'] },
  'Mosquito Repellent Lotion': { picture: ['lotion-bottle', 'mosquito'] },

  // Personal care. Sanitary pads and liners have no fitting emoji.
  'Beauty Soap': { picture: ['soap', 'hibiscus'] },
  'Antibacterial Soap': { picture: ['soap', 'bubbles'] },
  'Shower Gel': { picture: ['lotion-bottle', 'shower'] },
  Toothpaste: { picture: ['toothbrush', 'tooth'] },
  Toothbrush: { picture: ['toothbrush'] },
  Mouthwash: { picture: ['tooth', 'droplet'] },
  'Hair Food': { picture: ['jar', 'hair-pick'] },
  Shampoo: { picture: ['lotion-bottle', 'bubbles'] },
  'Hair Relaxer': { picture: ['hair-pick', 'lotion-bottle'] },
  'Body Lotion': { picture: ['lotion-bottle'] },
  'Petroleum Jelly': { picture: ['jar'] },
  'Shea Butter': { picture: ['jar', 'seedling'] },
  'Roll-On Deodorant': { picture: ['lotion-bottle', 'sparkles'] },
  'Body Spray': { picture: ['lotion-bottle', 'white-flower'] },
  'Disposable Razors': { picture: ['razor'] },

  // Baby care. Baby powder has no fitting emoji.
  'Baby Diapers Size 3': { picture: ['baby', 'safety-pin'] },
  'Baby Diapers Size 4': { picture: ['baby', 'teddy-bear'] },
  'Baby Wipes': { picture: ['baby', 'droplet'] },
  'Infant Formula Stage 1': { picture: ['baby-bottle'] },
  'Infant Cereal Wheat': { picture: ['bowl-with-spoon', 'sheaf-of-rice'] },
  'Growing Up Milk 1+': { picture: ['baby-bottle', 'glass-of-milk'] },
  'Baby Porridge Flour': { picture: ['bowl-with-spoon', 'baby-bottle'] },
  'Baby Oil': { picture: ['lotion-bottle', 'baby-chick'] },
  'Baby Lotion': { picture: ['lotion-bottle', 'teddy-bear'] },
  'Baby Soap': { picture: ['soap', 'baby-chick'] },

  // Breakfast and spreads.
  Margarine: { picture: ['butter', 'bread'] },
  Honey: { picture: ['honey-pot'] },
  Jam: { picture: ['jar'], variants: JAM_FRUIT },
  'Peanut Butter': { picture: ['jar', 'peanuts'] },
  'Chocolate Hazelnut Spread': { picture: ['jar', 'chestnut'] },
  'Corn Flakes': { picture: ['bowl-with-spoon', 'ear-of-corn'] },
  'Rolled Oats': { picture: ['bowl-with-spoon'] },
  Granola: { picture: ['bowl-with-spoon', 'honey-pot'] },
  Weetabix: { picture: ['bowl-with-spoon', 'sheaf-of-rice'] },

  // Canned and packaged foods.
  'Tomato Paste': { picture: ['canned-food', 'tomato'] },
  'Baked Beans': { picture: ['canned-food', 'beans'] },
  'Sweet Corn': { picture: ['canned-food', 'ear-of-corn'] },
  'Green Peas (Canned)': { picture: ['canned-food', 'pea-pod'] },
  'Coconut Milk': { picture: ['coconut'] },
  'Pineapple Slices': { picture: ['canned-food', 'pineapple'] },
  'Tuna Chunks in Oil': { picture: ['canned-food', 'fish'] },
  'Sardines in Tomato Sauce': { picture: ['canned-food', 'tomato'] },
  'Mackerel in Brine': { picture: ['canned-food', 'tropical-fish'] },

  // Frozen foods.
  'Frozen French Fries': { picture: ['french-fries', 'snowflake'] },
  'Frozen Mixed Vegetables': { picture: ['pea-pod', 'carrot', 'snowflake'] },
  'Frozen Samosas (Vegetable)': { picture: ['dumpling', 'snowflake'] },
};

/** Where a product's picture came from: its own line, or the aisle it sits in when its line has no emoji. */
export type PictureSource = 'line' | 'sub-category' | 'category';

/** The picture a product shows: its line's (with its flavour's companion), else its sub-category's, else its category's. */
export function productPicture(product: Pick<SeedProduct, 'line' | 'subCategoryKeys' | 'categoryKeys'>): { picture: Picture; source: PictureSource } {
  const { item, variant } = product.line;
  const line = LINE_PICTURES[item];
  if (line) {
    const flavour = variant ? line.variants?.[variant] : undefined;
    const [subject, ...companions] = line.picture;
    return { picture: flavour ? [subject, flavour, ...companions.filter((name) => name !== flavour)] : line.picture, source: 'line' };
  }
  for (const key of product.subCategoryKeys) {
    const picture = SUB_CATEGORY_PICTURES[key];
    if (picture) return { picture, source: 'sub-category' };
  }
  for (const key of product.categoryKeys) {
    const picture = CATEGORY_PICTURES[key];
    if (picture) return { picture, source: 'category' };
  }
  throw new Error(`no picture for the product line "${item}", nor for its sub-categories and categories`);
}
