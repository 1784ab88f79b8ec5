/**
 * The demo shop's assortment: categories, their sub-categories and, for each, the kinds of product
 * sold, the brands, pack sizes and a price range. The generator combines them into thousands of products.
 * Brands are invented.
 */
export type DetailKind = 'grocery' | 'fresh' | 'household' | 'electronics';

export interface SubCategoryPlan {
  name: string;
  items: string[];
  brands: string[];
  units: string[];
  /** Price range in the shop's currency, for the smallest pack. */
  price: [number, number];
}

export interface CategoryPlan {
  name: string;
  colour: string;
  details: DetailKind;
  blurb: string;
  subCategories: SubCategoryPlan[];
}

const GROCER = ['Fresho', 'Green Valley', 'Organic Tattva', 'Daily Harvest', 'Farm Pride'];
const PANTRY = ['Aashirvaad Gold', 'Golden Harvest', 'Tata Select', 'Nature Fresh', 'Pure Grain'];
const SNACK = ['Crunchy Co', 'Munchmate', 'Snackers', 'Happy Bites', 'Tasty Treats'];
const DRINK = ['Brewhouse', 'Tropicana Gold', 'Chai Point', 'Blue Spring', 'Fizzup'];
const CLEAN = ['Sparkle', 'Shinex', 'Homeguard', 'FreshNest', 'PureHome'];
const CARE = ['Velvet', 'Himalaya Herbals', 'Glow & Co', 'NatureCare', 'Pureskin'];
const MOBILE = ['Nova', 'Pixelon', 'Zentra', 'Orbit', 'Lumo'];
const COMPUTE = ['Vertex', 'Corelink', 'Asteron', 'Helix', 'Quanta'];
const AUDIO = ['SoundWave', 'Boomr', 'Auralis', 'Beatnik', 'Echo Labs'];
const APPLIANCE = ['HomeChef', 'Coolbreeze', 'Voltix', 'Brightline', 'Kitchenaid Pro'];
const WEAR = ['Pulse', 'Fitora', 'Chronix', 'Stride', 'Vita'];
const BABY = ['Little Joy', 'Tiny Steps', 'BabySoft', 'Cuddles', 'Mumma Care'];

export const DEMO_CATALOGUE: CategoryPlan[] = [
  {
    name: 'Fruits & Vegetables',
    colour: '#2e9e4f',
    details: 'fresh',
    blurb: 'Picked at peak ripeness and delivered fresh from nearby farms.',
    subCategories: [
      { name: 'Fresh Fruits', items: ['Banana Robusta', 'Apple Shimla', 'Pomegranate', 'Papaya', 'Watermelon', 'Alphonso Mango', 'Green Grapes', 'Orange Nagpur', 'Guava', 'Pineapple'], brands: GROCER, units: ['500 g', '1 kg', '2 kg'], price: [30, 180] },
      { name: 'Fresh Vegetables', items: ['Onion', 'Potato', 'Tomato Hybrid', 'Carrot', 'Cauliflower', 'Cabbage', 'Capsicum Green', 'Cucumber', 'Lady Finger', 'Bottle Gourd'], brands: GROCER, units: ['250 g', '500 g', '1 kg'], price: [15, 90] },
      { name: 'Exotic Produce', items: ['Avocado', 'Broccoli', 'Zucchini Green', 'Kiwi', 'Dragon Fruit', 'Cherry Tomato', 'Red Capsicum', 'Blueberries', 'Baby Corn'], brands: GROCER, units: ['1 pc', '200 g', '500 g'], price: [60, 350] },
      { name: 'Herbs & Seasonings', items: ['Coriander Leaves', 'Mint Leaves', 'Curry Leaves', 'Ginger', 'Garlic', 'Green Chilli', 'Lemon', 'Spring Onion'], brands: GROCER, units: ['100 g', '250 g', '500 g'], price: [10, 80] },
    ],
  },
  {
    name: 'Dairy, Bread & Eggs',
    colour: '#e0a526',
    details: 'grocery',
    blurb: 'Fresh dairy and bakery staples for every breakfast table.',
    subCategories: [
      { name: 'Milk', items: ['Toned Milk', 'Full Cream Milk', 'Cow Milk', 'Double Toned Milk', 'Lactose Free Milk', 'Almond Milk', 'Flavoured Milk Chocolate', 'Buttermilk'], brands: ['Amulya', 'Mother Farm', 'Nandini Fresh', 'Country Delight', 'Akshay Kalpa'], units: ['500 ml', '1 l', '6 x 1 l'], price: [25, 120] },
      { name: 'Cheese & Butter', items: ['Salted Butter', 'Cheese Slices', 'Mozzarella Cheese', 'Cheddar Block', 'Cheese Spread', 'Paneer', 'Cream Cheese', 'Ghee'], brands: ['Amulya', 'Britannica', 'Go Dairy', 'Milky Mist', 'Mother Farm'], units: ['100 g', '200 g', '500 g'], price: [50, 450] },
      { name: 'Bread & Buns', items: ['White Bread', 'Brown Bread', 'Multigrain Bread', 'Burger Buns', 'Pav', 'Garlic Bread', 'Sourdough Loaf', 'Whole Wheat Bread'], brands: ['Harvest Gold', 'Modern Bakes', 'English Oven', 'The Baker Street', 'Daily Bread'], units: ['1 pack', '400 g', '800 g'], price: [30, 150] },
      { name: 'Eggs', items: ['Farm Eggs', 'Brown Eggs', 'Omega-3 Eggs', 'Free Range Eggs', 'Protein Rich Eggs', 'Country Eggs'], brands: ['Eggoz', 'Farm Pride', 'Henfruit', 'Happy Hens', 'Keggs'], units: ['6 pcs', '12 pcs', '30 pcs'], price: [45, 160] },
    ],
  },
  {
    name: 'Atta, Rice & Dal',
    colour: '#b5651d',
    details: 'grocery',
    blurb: 'Everyday staples, cleaned and packed for your kitchen.',
    subCategories: [
      { name: 'Atta & Flours', items: ['Whole Wheat Atta', 'Multigrain Atta', 'Maida', 'Besan', 'Rice Flour', 'Ragi Flour', 'Sooji Rava', 'Corn Flour'], brands: PANTRY, units: ['500 g', '1 kg', '5 kg'], price: [35, 320] },
      { name: 'Rice', items: ['Basmati Rice', 'Sona Masoori Rice', 'Brown Rice', 'Kolam Rice', 'Idli Rice', 'Jeera Rice', 'Red Rice', 'Poha'], brands: PANTRY, units: ['1 kg', '5 kg', '10 kg'], price: [60, 900] },
      { name: 'Dals & Pulses', items: ['Toor Dal', 'Moong Dal', 'Chana Dal', 'Masoor Dal', 'Urad Dal', 'Rajma', 'Kabuli Chana', 'Green Moong'], brands: PANTRY, units: ['500 g', '1 kg', '2 kg'], price: [60, 280] },
      { name: 'Oils & Ghee', items: ['Sunflower Oil', 'Mustard Oil', 'Groundnut Oil', 'Rice Bran Oil', 'Olive Oil Extra Virgin', 'Coconut Oil', 'Desi Ghee', 'Sesame Oil'], brands: PANTRY, units: ['500 ml', '1 l', '5 l'], price: [90, 950] },
    ],
  },
  {
    name: 'Snacks & Munchies',
    colour: '#e4572e',
    details: 'grocery',
    blurb: 'Crunchy, salty and sweet bites for every craving.',
    subCategories: [
      { name: 'Chips & Crisps', items: ['Classic Salted Chips', 'Masala Potato Chips', 'Cream & Onion Chips', 'Nacho Chips', 'Banana Chips', 'Tortilla Crisps', 'Peri Peri Chips', 'Baked Veggie Crisps'], brands: SNACK, units: ['50 g', '90 g', '150 g'], price: [10, 99] },
      { name: 'Biscuits & Cookies', items: ['Butter Cookies', 'Chocolate Chip Cookies', 'Digestive Biscuits', 'Cream Biscuits', 'Marie Biscuits', 'Oat Cookies', 'Cashew Cookies', 'Glucose Biscuits'], brands: SNACK, units: ['100 g', '200 g', '400 g'], price: [10, 150] },
      { name: 'Namkeen', items: ['Aloo Bhujia', 'Moong Dal Namkeen', 'Khatta Meetha', 'Navratan Mix', 'Roasted Peanuts', 'Chana Jor Garam', 'Corn Flakes Mixture', 'Sev'], brands: ['Haldiram Heritage', 'Bikaji Classic', 'Balaji Snacks', 'Chitale Bandhu', 'Prabhuji'], units: ['150 g', '400 g', '1 kg'], price: [30, 260] },
      { name: 'Chocolates & Sweets', items: ['Milk Chocolate Bar', 'Dark Chocolate 70%', 'Hazelnut Chocolate', 'Chocolate Wafer', 'Gulab Jamun Tin', 'Soan Papdi', 'Assorted Truffles', 'Caramel Toffees'], brands: ['Cocoa Craft', 'Sweet Valley', 'Choco Bliss', 'Amul Delight', 'Mithai Wala'], units: ['40 g', '150 g', '500 g'], price: [20, 450] },
    ],
  },
  {
    name: 'Beverages',
    colour: '#1b98e0',
    details: 'grocery',
    blurb: 'Hot brews and cool drinks, stocked and chilled.',
    subCategories: [
      { name: 'Tea', items: ['Assam Tea', 'Green Tea', 'Masala Chai', 'Darjeeling Tea', 'Lemon Ginger Tea', 'Chamomile Tea', 'Earl Grey Tea', 'Tulsi Tea'], brands: DRINK, units: ['100 g', '250 g', '25 bags'], price: [60, 450] },
      { name: 'Coffee', items: ['Instant Coffee', 'Filter Coffee', 'Coffee Beans Arabica', 'Cold Brew Bags', 'Cappuccino Sachets', 'Decaf Coffee', 'Espresso Roast', 'Hazelnut Coffee'], brands: DRINK, units: ['50 g', '100 g', '250 g'], price: [90, 700] },
      { name: 'Juices', items: ['Orange Juice', 'Mixed Fruit Juice', 'Apple Juice', 'Guava Nectar', 'Litchi Drink', 'Pomegranate Juice', 'Coconut Water', 'Mango Drink'], brands: DRINK, units: ['200 ml', '1 l', '6 x 200 ml'], price: [20, 180] },
      { name: 'Soft Drinks & Water', items: ['Cola', 'Lemon Soda', 'Orange Fizz', 'Ginger Ale', 'Tonic Water', 'Mineral Water', 'Sparkling Water', 'Energy Drink'], brands: DRINK, units: ['250 ml', '750 ml', '2 l'], price: [20, 120] },
    ],
  },
  {
    name: 'Breakfast & Instant Food',
    colour: '#c9a227',
    details: 'grocery',
    blurb: 'Quick breakfasts and ready meals for busy days.',
    subCategories: [
      { name: 'Cereals & Oats', items: ['Corn Flakes', 'Rolled Oats', 'Muesli Fruit & Nut', 'Chocolate Fills', 'Granola', 'Wheat Flakes', 'Masala Oats', 'Honey Loops'], brands: ['Kelloggs Farm', 'Quaker Valley', 'Bagrry Fields', 'Yoga Bar', 'True Elements'], units: ['250 g', '500 g', '1 kg'], price: [80, 550] },
      { name: 'Noodles & Pasta', items: ['Masala Noodles', 'Hakka Noodles', 'Penne Pasta', 'Fusilli Pasta', 'Spaghetti', 'Cup Noodles', 'Macaroni', 'Vermicelli'], brands: ['Maggi Style', 'Yippee Foods', 'Ching Secret', 'Del Monte Kitchen', 'Bambino'], units: ['70 g', '280 g', '500 g'], price: [12, 180] },
      { name: 'Ready to Eat', items: ['Dal Makhani', 'Paneer Butter Masala', 'Rajma Masala', 'Veg Biryani', 'Poha Mix', 'Upma Mix', 'Instant Khichdi', 'Pav Bhaji'], brands: ['MTR Classic', 'Haldiram Heritage', 'Gits Kitchen', 'Kitchens of India', 'ITC Ready'], units: ['1 pack', '300 g', '2 x 300 g'], price: [60, 250] },
      { name: 'Spreads & Jams', items: ['Mixed Fruit Jam', 'Peanut Butter Crunchy', 'Chocolate Spread', 'Honey', 'Tomato Ketchup', 'Mayonnaise', 'Orange Marmalade', 'Strawberry Jam'], brands: ['Kissan Farms', 'Dr Oetker Kitchen', 'Dabur Pure', 'Funfoods', 'Veeba'], units: ['200 g', '500 g', '1 kg'], price: [60, 480] },
    ],
  },
  {
    name: 'Cleaning Essentials',
    colour: '#5c6bc0',
    details: 'household',
    blurb: 'Everything to keep your home spotless and fresh.',
    subCategories: [
      { name: 'Detergents', items: ['Detergent Powder', 'Liquid Detergent', 'Matic Front Load Liquid', 'Detergent Bar', 'Fabric Conditioner', 'Stain Remover', 'Detergent Pods', 'Wool Wash'], brands: CLEAN, units: ['500 g', '1 kg', '4 kg'], price: [40, 750] },
      { name: 'Dishwash', items: ['Dishwash Liquid Lemon', 'Dishwash Bar', 'Dishwasher Tablets', 'Dishwash Gel', 'Scrub Pad', 'Steel Scrubber', 'Dishwasher Salt', 'Rinse Aid'], brands: CLEAN, units: ['250 ml', '750 ml', '3 pcs'], price: [20, 650] },
      { name: 'Floor & Surface Cleaners', items: ['Floor Cleaner Pine', 'Toilet Cleaner', 'Glass Cleaner', 'Kitchen Cleaner Spray', 'Disinfectant Liquid', 'Bathroom Cleaner', 'Multi Surface Wipes', 'Drain Cleaner'], brands: CLEAN, units: ['500 ml', '1 l', '2 l'], price: [60, 420] },
      { name: 'Fresheners & Repellents', items: ['Room Freshener Lavender', 'Car Freshener', 'Mosquito Repellent Liquid', 'Cockroach Spray', 'Naphthalene Balls', 'Scented Candles', 'Incense Sticks', 'Fly Swatter'], brands: CLEAN, units: ['1 pc', '2 pcs', '250 ml'], price: [40, 350] },
    ],
  },
  {
    name: 'Personal Care',
    colour: '#d81b60',
    details: 'household',
    blurb: 'Daily care for skin, hair and smile.',
    subCategories: [
      { name: 'Bath & Body', items: ['Bathing Soap Sandal', 'Body Wash', 'Hand Wash', 'Body Lotion', 'Talcum Powder', 'Deodorant Spray', 'Bath Salt', 'Loofah'], brands: CARE, units: ['100 g', '250 ml', '3 x 100 g'], price: [35, 450] },
      { name: 'Hair Care', items: ['Anti Dandruff Shampoo', 'Conditioner', 'Hair Oil Coconut', 'Hair Serum', 'Hair Mask', 'Hair Colour Brown', 'Onion Shampoo', 'Hair Gel'], brands: CARE, units: ['100 ml', '340 ml', '650 ml'], price: [60, 650] },
      { name: 'Oral Care', items: ['Toothpaste Fresh Gel', 'Toothbrush Soft', 'Mouthwash', 'Dental Floss', 'Herbal Toothpaste', 'Electric Toothbrush Heads', 'Kids Toothpaste', 'Tongue Cleaner'], brands: CARE, units: ['1 pc', '100 g', '250 ml'], price: [30, 550] },
      { name: 'Skin Care', items: ['Face Wash Neem', 'Moisturiser', 'Sunscreen SPF 50', 'Face Serum Vitamin C', 'Lip Balm', 'Night Cream', 'Sheet Mask', 'Aloe Vera Gel'], brands: CARE, units: ['50 ml', '100 ml', '1 pc'], price: [80, 900] },
    ],
  },
  {
    name: 'Mobiles & Tablets',
    colour: '#37474f',
    details: 'electronics',
    blurb: 'The latest phones and tablets with genuine accessories.',
    subCategories: [
      { name: 'Smartphones', items: ['5G Smartphone 128 GB', '5G Smartphone 256 GB', 'Pro Max Smartphone 512 GB', 'Lite Smartphone 64 GB', 'Camera Phone 108 MP', 'Gaming Phone 12 GB RAM', 'Foldable Phone', 'Compact Phone'], brands: MOBILE, units: ['1 pc'], price: [8999, 89999] },
      { name: 'Tablets', items: ['Tablet 10 inch Wi-Fi', 'Tablet 11 inch 5G', 'Kids Tablet', 'Drawing Tablet with Pen', 'E-Reader 6 inch', 'Tablet Pro 12.9 inch', 'Tablet Mini 8 inch', 'Note Tablet'], brands: MOBILE, units: ['1 pc'], price: [6999, 79999] },
      { name: 'Mobile Accessories', items: ['USB-C Fast Charger 33W', 'Braided USB-C Cable', 'Phone Case Clear', 'Tempered Glass Screen Guard', 'Wireless Charging Pad', 'Car Phone Holder', 'Selfie Stick Tripod', 'Lightning Cable'], brands: MOBILE, units: ['1 pc', '2 pcs'], price: [199, 2499] },
      { name: 'Power Banks', items: ['Power Bank 10000 mAh', 'Power Bank 20000 mAh', 'Slim Power Bank 5000 mAh', 'MagSafe Power Bank', 'Laptop Power Bank 30000 mAh', 'Solar Power Bank', 'Mini Power Bank', 'Fast Charge Power Bank 65W'], brands: MOBILE, units: ['1 pc'], price: [699, 4999] },
    ],
  },
  {
    name: 'Laptops & Computers',
    colour: '#455a64',
    details: 'electronics',
    blurb: 'Work, study and play on machines built to last.',
    subCategories: [
      { name: 'Laptops', items: ['Thin & Light Laptop 14 inch', 'Gaming Laptop RTX', 'Business Laptop 16 GB', '2-in-1 Convertible Laptop', 'Chromebook 11 inch', 'Creator Laptop OLED', 'Student Laptop 8 GB', 'Ultrabook 13 inch'], brands: COMPUTE, units: ['1 pc'], price: [24999, 189999] },
      { name: 'Monitors', items: ['27 inch 4K Monitor', '24 inch Full HD Monitor', 'Curved Gaming Monitor 165 Hz', 'Ultrawide Monitor 34 inch', 'Portable Monitor 15.6 inch', 'USB-C Monitor', 'IPS Monitor 22 inch', 'QHD Monitor 32 inch'], brands: COMPUTE, units: ['1 pc'], price: [6999, 59999] },
      { name: 'Keyboards & Mice', items: ['Wireless Keyboard and Mouse Combo', 'Mechanical Keyboard RGB', 'Ergonomic Mouse', 'Gaming Mouse 16000 DPI', 'Bluetooth Keyboard', 'Mouse Pad XL', 'Trackpad', 'Numeric Keypad'], brands: COMPUTE, units: ['1 pc'], price: [299, 8999] },
      { name: 'Storage & Networking', items: ['Portable SSD 1 TB', 'External Hard Drive 2 TB', 'Pen Drive 64 GB', 'microSD Card 128 GB', 'Wi-Fi 6 Router', 'Mesh Wi-Fi System', 'USB-C Hub 7 in 1', 'Network Switch 8 Port'], brands: COMPUTE, units: ['1 pc'], price: [399, 14999] },
    ],
  },
  {
    name: 'Audio & Headphones',
    colour: '#6a1b9a',
    details: 'electronics',
    blurb: 'Rich sound for music, calls and movies.',
    subCategories: [
      { name: 'Earbuds', items: ['True Wireless Earbuds ANC', 'Sports Earbuds', 'Gaming Earbuds Low Latency', 'Open Ear Buds', 'Wired Earphones with Mic', 'Neckband Earphones', 'Bass Boost Earbuds', 'Mini Earbuds'], brands: AUDIO, units: ['1 pc'], price: [499, 14999] },
      { name: 'Headphones', items: ['Over Ear Headphones ANC', 'On Ear Headphones', 'Gaming Headset 7.1', 'Studio Monitor Headphones', 'Kids Headphones', 'Bone Conduction Headphones', 'Wireless Headphones 60h', 'Foldable Headphones'], brands: AUDIO, units: ['1 pc'], price: [799, 29999] },
      { name: 'Bluetooth Speakers', items: ['Portable Bluetooth Speaker', 'Waterproof Speaker', 'Party Speaker with Lights', 'Smart Speaker with Assistant', 'Mini Speaker', 'Outdoor Speaker', 'Bookshelf Speakers', 'Retro Radio Speaker'], brands: AUDIO, units: ['1 pc'], price: [999, 24999] },
      { name: 'Soundbars & Home Audio', items: ['Soundbar 2.1 with Subwoofer', 'Dolby Atmos Soundbar', 'Home Theatre 5.1', 'Karaoke Microphone', 'Turntable', 'AV Receiver', 'Compact Soundbar', 'Tower Speakers'], brands: AUDIO, units: ['1 pc', '1 set'], price: [2999, 69999] },
    ],
  },
  {
    name: 'Home Appliances',
    colour: '#00897b',
    details: 'electronics',
    blurb: 'Appliances that make the house run itself.',
    subCategories: [
      { name: 'Kitchen Appliances', items: ['Mixer Grinder 750W', 'Electric Kettle 1.5 l', 'Air Fryer 4 l', 'Induction Cooktop', 'Toaster 2 Slice', 'Sandwich Maker', 'Hand Blender', 'Microwave Oven 20 l'], brands: APPLIANCE, units: ['1 pc'], price: [799, 14999] },
      { name: 'Fans & Coolers', items: ['Ceiling Fan 1200 mm', 'Table Fan', 'Pedestal Fan', 'Tower Fan', 'Personal Air Cooler', 'Desert Air Cooler', 'Exhaust Fan', 'BLDC Ceiling Fan'], brands: APPLIANCE, units: ['1 pc'], price: [999, 12999] },
      { name: 'Irons & Garment Care', items: ['Dry Iron', 'Steam Iron', 'Garment Steamer', 'Lint Remover', 'Travel Iron', 'Cordless Steam Iron', 'Steam Press', 'Fabric Shaver'], brands: APPLIANCE, units: ['1 pc'], price: [399, 7999] },
      { name: 'Lighting & Electricals', items: ['LED Bulb 9W', 'LED Batten 20W', 'Smart Bulb RGB', 'Emergency Light', 'Extension Board 4 Socket', 'Rechargeable Torch', 'Desk Lamp', 'String Lights'], brands: APPLIANCE, units: ['1 pc', '2 pcs', '4 pcs'], price: [99, 2499] },
    ],
  },
  {
    name: 'Wearables & Smart Gadgets',
    colour: '#f4511e',
    details: 'electronics',
    blurb: 'Smart watches, trackers and gadgets for a connected life.',
    subCategories: [
      { name: 'Smart Watches', items: ['Smart Watch AMOLED', 'Smart Watch with Calling', 'Rugged Smart Watch', 'Kids Smart Watch GPS', 'Luxury Smart Watch', 'Hybrid Smart Watch', 'Smart Watch Round Dial', 'Smart Watch Pro'], brands: WEAR, units: ['1 pc'], price: [1499, 34999] },
      { name: 'Fitness Bands', items: ['Fitness Band Heart Rate', 'Fitness Band SpO2', 'Smart Ring', 'Sleep Tracker', 'Step Counter', 'Fitness Band Colour Display', 'Swim Tracker', 'Fitness Band Lite'], brands: WEAR, units: ['1 pc'], price: [999, 19999] },
      { name: 'Cameras & Drones', items: ['Action Camera 4K', 'Mirrorless Camera Kit', 'Instant Camera', 'Mini Drone with Camera', 'Dash Cam', 'Security Camera Wi-Fi', 'Webcam Full HD', 'Gimbal Stabiliser'], brands: WEAR, units: ['1 pc'], price: [1999, 79999] },
      { name: 'Baby Care Gadgets', items: ['Baby Monitor', 'Bottle Sterilizer', 'Digital Thermometer', 'Bottle Warmer', 'Night Lamp Projector', 'Nasal Aspirator', 'Baby Weighing Scale', 'White Noise Machine'], brands: BABY, units: ['1 pc'], price: [599, 9999] },
    ],
  },
];
